import type { DocumentStatus, QuoteType } from "@cortege/domain";
import { useTranslation } from "react-i18next";
import { useNotify } from "../../../components/use-notify.ts";
import { useDocumentPayments } from "../api/use-document-payments.ts";
import { PaymentDialog } from "./payment-dialog.tsx";

type MarkPaidDialogProps = {
  document: { quoteId: string; quoteType: QuoteType; status: DocumentStatus; totalIncludingTax: number };
  onClose: () => void;
  onDone: () => void;
  ensureCompanyData: () => Promise<boolean>;
};

/** « Payé » chosen as a status: the payment of what remains is asked for (a draft owes its whole total). */
export function MarkPaidDialog({ document: d, onClose, onDone, ensureCompanyData }: MarkPaidDialogProps) {
  const { t } = useTranslation("document-payments");
  const notify = useNotify();
  const issued = d.status !== "DRAFT";
  const payments = useDocumentPayments(d.quoteId, issued);
  if (issued && !payments.data) return null;
  const remaining = issued ? (payments.data?.remaining ?? 0) : d.totalIncludingTax;
  return (
    <PaymentDialog
      document={d}
      remaining={remaining}
      mode="paid"
      open
      onClose={onClose}
      onDone={() => {
        notify(t("dialog.paidDone"));
        onDone();
      }}
      ensureReady={ensureCompanyData}
    />
  );
}
