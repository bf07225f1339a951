import type { Client } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { DeleteDialog } from "../../../components/delete-dialog.tsx";
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
    <DeleteDialog
      open={client !== null}
      title={t("delete.title", { name: client?.name ?? "" })}
      text={t("delete.text")}
      confirmLabel={t("delete.confirm")}
      deletion={remove}
      onClose={onClose}
      onConfirm={(closeAfter) =>
        client &&
        remove.mutate(client.clientId, {
          onSuccess: () => {
            notify(t("delete.done", { name: client.name }));
            onDone?.();
            closeAfter();
          },
        })
      }
    />
  );
}
