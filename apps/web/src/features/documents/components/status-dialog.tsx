import { type DocumentStatus, issuesDocument, type QuoteType } from "@cortege/domain";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DocumentWire } from "../api/document-wire.ts";
import { useDocumentStatus } from "../api/use-document-status.ts";

type StatusDialogProps = {
  document: DocumentWire;
  target: DocumentStatus | null;
  onClose: () => void;
  /** The missing-information flow: resolves false when the vendor gave up completing the company. */
  ensureCompanyData: () => Promise<boolean>;
};

const accepted = (status: DocumentStatus) => status === "APPROVED" || status === "SIGNED";

/**
 * quote/status with its consequences said first: issuing an invoice numbers and freezes it; an
 * accepted quote linked to an event can confirm the event's reservation (RESERVATION_CONFIRMED).
 */
export function StatusDialog({ document: d, target, onClose, ensureCompanyData }: StatusDialogProps) {
  const { t } = useTranslation("documents");
  const change = useDocumentStatus();
  const [confirmReservation, setConfirmReservation] = useState(true);
  const type: QuoteType = d.quoteType;
  const offersReservation = type === "QUOTE" && target !== null && accepted(target) && d.eventId !== null;
  const issuing = target !== null && issuesDocument(type, d.status, target);
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? t("status.title", { status: t(`statuses.${target}`) }) : ""}
      text={issuing ? t("status.issuing") : t("status.text")}
      confirmLabel={issuing ? t("status.issue") : t("status.confirm")}
      pending={change.isPending}
      error={change.error}
      onConfirm={async () => {
        if (!target) return;
        // Issuing an invoice, or a quote leaving its draft, prints the company's legal mentions.
        const needsMentions = issuing || (type === "QUOTE" && d.status === "DRAFT");
        if (needsMentions && !(await ensureCompanyData())) return;
        change.mutate(
          { quoteType: type, quoteId: d.quoteId, status: target, ...(offersReservation ? { confirmReservation } : {}) },
          { onSuccess: close },
        );
      }}
      onClose={close}
    >
      {offersReservation ? (
        <FormControlLabel
          control={<Checkbox checked={confirmReservation} onChange={(event) => setConfirmReservation(event.target.checked)} />}
          label={t("status.confirmReservation")}
        />
      ) : null}
    </ConfirmDialog>
  );
}
