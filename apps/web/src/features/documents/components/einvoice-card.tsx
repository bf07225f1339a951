import { type DocumentStatus, type EinvoiceStatus, isInvoiceLike, type QuoteType } from "@cortege/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { useDownloadFacturX } from "../api/download-factur-x.ts";
import { useEinvoiceStatus } from "../api/use-einvoice-status.ts";
import { useSubmitEinvoice } from "../api/use-submit-einvoice.ts";
import { CardErrorAlert } from "./card-error-alert.tsx";
import { formatDocumentDate } from "./format.ts";

type EinvoiceCardProps = {
  document: { quoteId: string; quoteType: QuoteType; status: DocumentStatus; originalSha256: string | null };
};

const chipColor: Record<EinvoiceStatus, "info" | "error" | "warning" | "success"> = {
  DEPOSEE: "info",
  REJETEE: "error",
  REFUSEE: "warning",
  ENCAISSEE: "success",
};

/**
 * « Facture électronique » of an issued invoice, deposit invoice or credit note: its PDF is a Factur-X file
 * (PDF/A-3 carrying the EN 16931 XML), the bare XML to download, and the deposit on the vendor's plateforme
 * agréée with the lifecycle status the platform answers.
 */
export function EinvoiceCard({ document: d }: EinvoiceCardProps) {
  const { t, i18n } = useTranslation("einvoicing");
  const shown = isInvoiceLike(d.quoteType) && d.status !== "DRAFT" && d.originalSha256 !== null;
  const status = useEinvoiceStatus(d.quoteType, d.quoteId, shown);
  const download = useDownloadFacturX(d.quoteType, d.quoteId);
  const submit = useSubmitEinvoice(d.quoteType, d.quoteId);
  if (!shown) return null;
  const submission = status.data?.submission ?? null;
  const error = download.error ?? submit.error ?? status.error;

  return (
    <SectionCard title={t("card.title")} description={t("card.description")}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
        <Button variant="outlined" onClick={() => download.mutate()} loading={download.isPending}>
          {t("card.downloadXml")}
        </Button>
        {submission || !status.data?.platformConfigured ? null : (
          <Button variant="contained" onClick={() => submit.mutate()} loading={submit.isPending}>
            {t("card.submit")}
          </Button>
        )}
      </Box>
      {status.data && !status.data.platformConfigured && !submission ? (
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 2 }}>
          {t("card.noPlatform")}
        </Typography>
      ) : null}
      {submission ? (
        <Box sx={{ mt: 2, display: "grid", gap: 0.75 }} data-testid="einvoice-status">
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
            <Typography variant="body2">{t("card.platformStatus")}</Typography>
            <Chip size="small" color={chipColor[submission.status]} label={t(`statuses.${submission.status}`)} />
          </Box>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("card.submittedOn", { date: formatDocumentDate(submission.submittedAt.slice(0, 10), i18n.language) })}
          </Typography>
          {submission.reason ? <Alert severity="warning">{submission.reason}</Alert> : null}
        </Box>
      ) : null}
      <CardErrorAlert error={error} />
    </SectionCard>
  );
}
