import { type EinvoiceStatus, einvoicePeriodQuerySchema } from "@cortege/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useDownloadEReporting } from "../api/download-e-reporting.ts";
import { useDownloadFacturXExport } from "../api/download-factur-x-export.ts";
import { useEinvoicePlatform } from "../api/use-einvoice-platform.ts";
import { useSubmitEinvoicePeriod } from "../api/use-submit-einvoice-period.ts";
import { CardErrorAlert } from "./card-error-alert.tsx";

/** The platform's status, coloured as on the document's page. */
const statusColor: Record<EinvoiceStatus, "info" | "error" | "warning" | "success"> = {
  DEPOSEE: "info",
  REJETEE: "error",
  REFUSEE: "warning",
  ENCAISSEE: "success",
};

const today = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/**
 * « Facturation électronique » on the invoices list: for a period of issue dates, the e-invoices' XML as a
 * ZIP (what a plateforme agréée or an accountant takes in) and the e-reporting data (B2C sales and payments
 * of services per day and VAT rate, CSV), and — once the vendor's plateforme agréée is linked — the period's
 * e-invoices deposited on it in one go, each document's outcome listed. The period is checked with the
 * route's own schema.
 */
export function EinvoiceExportsCard() {
  const { t } = useTranslation("einvoicing");
  const vendorId = useVendorId();
  const [from, setFrom] = useState(() => `${today().slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const zip = useDownloadFacturXExport();
  const report = useDownloadEReporting();
  const parsed = einvoicePeriodQuerySchema.safeParse({ vendorId, from, to });
  const invalid = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const platform = useEinvoicePlatform();
  const deposit = useSubmitEinvoicePeriod();
  const error = zip.error ?? report.error ?? deposit.error;
  const results = deposit.data?.results ?? null;

  return (
    <SectionCard title={t("exports.title")} description={t("exports.description")}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
        <TextField
          type="date"
          label={t("exports.from")}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ width: { xs: "100%", sm: 190 } }}
        />
        <TextField
          type="date"
          label={t("exports.to")}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={invalid !== null}
          helperText={invalid ?? " "}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ width: { xs: "100%", sm: 190 } }}
        />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, pt: 1 }}>
          <Button variant="outlined" disabled={invalid !== null} loading={zip.isPending} onClick={() => zip.mutate({ from, to })}>
            {t("exports.zip")}
          </Button>
          <Button
            variant="outlined"
            disabled={invalid !== null}
            loading={report.isPending}
            onClick={() => report.mutate({ from, to })}
          >
            {t("exports.eReporting")}
          </Button>
          {platform.data?.configured ? (
            <Button
              variant="contained"
              disabled={invalid !== null}
              loading={deposit.isPending}
              onClick={() => deposit.mutate({ from, to })}
            >
              {t("exports.deposit")}
            </Button>
          ) : null}
        </Box>
      </Box>
      {results ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {results.length === 0 ? t("exports.depositNone") : t("exports.depositDone")}
          </Typography>
          <Box
            component="ul"
            aria-label={t("exports.depositResults")}
            sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1 }}
          >
            {results.map((r) => (
              <Box component="li" key={r.quoteId} sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center" }}>
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: { xs: 0, sm: 130 } }}>
                  {r.name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={r.outcome === "FAILED" ? "error" : "default"}
                  label={t(`exports.outcomes.${r.outcome}`)}
                />
                {r.status ? <Chip size="small" color={statusColor[r.status]} label={t(`statuses.${r.status}`)} /> : null}
                {r.message ? (
                  <Typography variant="body2" sx={{ color: "text.secondary", flexBasis: { xs: "100%", sm: "auto" } }}>
                    {r.message}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      <CardErrorAlert error={error} />
    </SectionCard>
  );
}
