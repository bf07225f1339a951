import { type DocumentStatus, isInvoiceLike, type PaymentWire, type QuoteType } from "@cortege/domain";
import AddCardOutlined from "@mui/icons-material/AddCardOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useNotify } from "../../../components/use-notify.ts";
import { useDeletePayment } from "../api/use-delete-payment.ts";
import { useDocumentPayments } from "../api/use-document-payments.ts";
import { formatDocumentDate, formatEuros } from "./format.ts";
import { PaymentDialog } from "./payment-dialog.tsx";

type DocumentPaymentsCardProps = { document: { quoteId: string; quoteType: QuoteType; status: DocumentStatus } };

/**
 * « Paiements » of an issued invoice, deposit invoice or credit note: what is due, paid and still to
 * pay, each payment received (deleted if recorded by mistake), and « Enregistrer un paiement ».
 */
export function DocumentPaymentsCard({ document: d }: DocumentPaymentsCardProps) {
  const { t, i18n } = useTranslation("document-payments");
  const notify = useNotify();
  const shown = isInvoiceLike(d.quoteType) && d.status !== "DRAFT";
  const payments = useDocumentPayments(d.quoteId, shown);
  const remove = useDeletePayment();
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<PaymentWire | null>(null);
  if (!shown || !payments.data) return null;
  const p = payments.data;
  const money = (n: number) => formatEuros(n, i18n.language);
  const refund = d.quoteType === "CREDIT_NOTE";

  return (
    <SectionCard title={t(refund ? "card.refundTitle" : "card.title")}>
      <Box sx={{ display: "grid", gap: 0.5, mb: 2 }}>
        <Row label={t("card.due")} value={money(p.due)} />
        <Row label={t("card.paid")} value={money(p.paid)} />
        <Row label={t("card.remaining")} value={money(p.remaining)} strong testId="remaining" />
      </Box>
      {p.payments.length === 0 ? (
        <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("card.none")}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t("card.listLabel")}
          sx={{ listStyle: "none", m: 0, mb: 2, p: 0, display: "grid", gap: 1 }}
        >
          {p.payments.map((x) => (
            <Box
              component="li"
              key={x.paymentId}
              sx={{ display: "flex", alignItems: "flex-start", gap: 1, borderBottom: 1, borderColor: "divider", pb: 1 }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {money(x.amount)} · {t(`methods.${x.method}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                  {[
                    formatDocumentDate(x.date, i18n.language),
                    x.reference,
                    x.recordedBy ? t("card.by", { name: x.recordedBy }) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Typography>
              </Box>
              {d.status !== "CANCELED" ? (
                <IconButton
                  aria-label={t("card.delete", { amount: money(x.amount), date: formatDocumentDate(x.date, i18n.language) })}
                  onClick={() => setDeleting(x)}
                  size="small"
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {p.payable ? (
        <Button variant="outlined" startIcon={<AddCardOutlined />} onClick={() => setRecording(true)} fullWidth>
          {t(refund ? "card.recordRefund" : "card.record")}
        </Button>
      ) : null}
      {recording ? (
        <PaymentDialog
          document={d}
          remaining={p.remaining}
          mode="record"
          open
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            notify(t("card.recorded"));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("card.deleteTitle")}
        text={
          deleting
            ? t("card.deleteText", { amount: money(deleting.amount), date: formatDocumentDate(deleting.date, i18n.language) })
            : ""
        }
        confirmLabel={t("card.deleteConfirm")}
        destructive
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.paymentId, {
            onSuccess: () => {
              setDeleting(null);
              notify(t("card.deleted"));
            },
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </SectionCard>
  );
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 600, whiteSpace: "nowrap" }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
