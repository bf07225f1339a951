import type { Client } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { RemovalDialog } from "../../../components/removal-dialog.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useDeleteClient } from "../api/use-delete-client.ts";

type DeleteClientDialogProps = { client: Client | null; onClose: () => void; onDone?: () => void };

/** Deletes a client after saying what goes with it: its quick notes; its events stay, without a client. */
export function DeleteClientDialog({ client, onClose, onDone }: DeleteClientDialogProps) {
  const { t } = useTranslation("clients");
  const notify = useNotify();
  const remove = useDeleteClient(useVendorId());
  return (
    <RemovalDialog
      item={client}
      mutation={remove}
      title={t("delete.title", { name: client?.name ?? "" })}
      text={t("delete.text")}
      confirmLabel={t("delete.confirm")}
      onClose={onClose}
      onConfirm={(deleted) =>
        remove.mutate(deleted.clientId, {
          onSuccess: () => {
            notify(t("delete.done", { name: deleted.name }));
            onDone?.();
            remove.reset();
            onClose();
          },
        })
      }
    />
  );
}
