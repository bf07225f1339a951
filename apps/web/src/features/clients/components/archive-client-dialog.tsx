import type { Client } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useArchiveClients } from "../api/use-archive-clients.ts";

type ArchiveClientDialogProps = { client: Client | null; onClose: () => void; onDone?: () => void };

/** Archives a client (or brings an archived one back) after asking once. */
export function ArchiveClientDialog({ client, onClose, onDone }: ArchiveClientDialogProps) {
  const { t } = useTranslation("clients");
  const notify = useNotify();
  const archive = useArchiveClients(useVendorId());
  const restoring = client?.isArchived === true;
  const close = () => {
    archive.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={client !== null}
      title={restoring ? t("archive.restoreTitle") : t("archive.title")}
      text={restoring ? t("archive.restoreText", { name: client?.name ?? "" }) : t("archive.text", { name: client?.name ?? "" })}
      confirmLabel={restoring ? t("archive.restore") : t("archive.confirm")}
      pending={archive.isPending}
      error={archive.error}
      onClose={close}
      onConfirm={() =>
        client &&
        archive.mutate(
          { clientIds: [client.clientId], isArchived: !restoring },
          {
            onSuccess: () => {
              notify(restoring ? t("archive.restored", { name: client.name }) : t("archive.done", { name: client.name }));
              onDone?.();
              close();
            },
          },
        )
      }
    />
  );
}
