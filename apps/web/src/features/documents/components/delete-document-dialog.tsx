import { checkDeletable } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DocumentSummary } from "../api/document-wire.ts";
import { useArchiveDocuments } from "../api/use-archive-documents.ts";
import { useDeleteDocuments } from "../api/use-delete-documents.ts";

type DeleteDocumentDialogProps = { document: DocumentSummary | null; onClose: () => void; onDeleted?: () => void };

/**
 * Deleting a draft asks once. An issued invoice, deposit invoice or credit note, or an accepted quote,
 * cannot be deleted: the dialog says why, in the domain's words, and offers to archive it instead.
 */
export function DeleteDocumentDialog({ document: d, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const { t } = useTranslation("documents");
  const remove = useDeleteDocuments();
  const archive = useArchiveDocuments();
  const verdict = d ? checkDeletable(d.quoteType, d.status) : { ok: true as const };
  const name = d?.name ?? t("list.draftName");
  const close = () => {
    remove.reset();
    archive.reset();
    onClose();
  };
  if (!verdict.ok) {
    return (
      <ConfirmDialog
        open={d !== null}
        title={t("delete.refusedTitle", { name })}
        text={verdict.message}
        confirmLabel={t("actions.archive")}
        pending={archive.isPending}
        error={archive.error}
        onConfirm={() =>
          d && archive.mutate({ quoteType: d.quoteType, quoteIds: [d.quoteId], isArchived: true }, { onSuccess: close })
        }
        onClose={close}
      />
    );
  }
  return (
    <ConfirmDialog
      open={d !== null}
      title={t("delete.title", { name })}
      text={t("delete.text")}
      confirmLabel={t("actions.delete")}
      destructive
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        d &&
        remove.mutate(
          { quoteType: d.quoteType, quoteIds: [d.quoteId] },
          {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          },
        )
      }
      onClose={close}
    />
  );
}
