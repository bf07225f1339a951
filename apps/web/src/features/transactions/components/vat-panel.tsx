import { vatLabels } from "@cortege/domain";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useTransactionStats } from "../api/use-transaction-stats.ts";
import { money, parisToday, shortDate } from "./money.ts";

const monthName = (month: string, language: string) =>
  dateTimeFormat(language === "en" ? "en-GB" : "fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 150 }}>
      <CardContent sx={{ "&:last-child": { pb: 2 } }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {label}
        </Typography>
        <Typography sx={{ fontSize: "1.35rem", fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

/** The month's VAT (collected per rate, deductible, net) and the fiscal year's months; the month lives in ?mois=YYYY-MM. */
export function VatPanel() {
  const { t, i18n } = useTranslation("transactions");
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get("mois") ?? "") ? (params.get("mois") as string) : parisToday().slice(0, 7);
  const stats = useTransactionStats(`${month}-01`);
  if (stats.isPending) return <PageLoader />;
  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const current = s.months.find((m) => m.month === month);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          size="small"
          type="month"
          label={t("vat.month")}
          value={month}
          onChange={(e) =>
            setParams(
              (p) => {
                const n = new URLSearchParams(p);
                n.set("mois", e.target.value);
                return n;
              },
              { replace: true },
            )
          }
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: "100%", sm: 220 } }}
        />
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {t("vat.year", { start: shortDate(s.fiscalYear.start, lang), end: shortDate(s.fiscalYear.end, lang) })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1.5 }} aria-label={monthName(month, lang)}>
        <Figure label={t("vat.collected")} value={money(current?.vatCollected ?? 0, lang)} />
        <Figure label={t("vat.deductible")} value={money(current?.vatDeductible ?? 0, lang)} />
        <Figure label={t("vat.due")} value={money(s.monthlyVatTotal, lang)} />
        <Figure label={t("vat.monthly")} value={money(s.monthlyTotal, lang)} />
        <Figure label={t("vat.yearly")} value={money(s.yearlyTotal, lang)} />
      </Stack>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("vat.rule")}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: "1.15rem", mb: 1 }}>
            {t("vat.byRate")}
          </Typography>
          {s.vatDetails.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>{t("vat.none")}</Typography>
          ) : (
            <Table size="small" aria-label={t("vat.byRate")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("vat.rate")}</TableCell>
                  <TableCell align="right">{t("vat.atInvoicing")}</TableCell>
                  <TableCell align="right">{t("vat.onReceipt")}</TableCell>
                  <TableCell align="right">{t("vat.amount")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.vatDetails.map((d) => (
                  <TableRow key={d.taxType}>
                    <TableCell>{vatLabels[d.taxType]}</TableCell>
                    <TableCell align="right">
                      {money(s.vatAtInvoicingDetails.find((x) => x.taxType === d.taxType)?.taxAmount ?? 0, lang)}
                    </TableCell>
                    <TableCell align="right">
                      {money(s.vatOnReceiptDetails.find((x) => x.taxType === d.taxType)?.taxAmount ?? 0, lang)}
                    </TableCell>
                    <TableCell align="right">{money(d.taxAmount, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent tabIndex={0} sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={t("tabs.vat")} sx={{ "& .MuiTableCell-root": { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t("vat.month")}</TableCell>
                <TableCell align="right">{t("vat.income")}</TableCell>
                <TableCell align="right">{t("vat.expense")}</TableCell>
                <TableCell align="right">{t("vat.collected")}</TableCell>
                <TableCell align="right">{t("vat.deductible")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.months.map((m) => (
                <TableRow key={m.month} selected={m.month === month}>
                  <TableCell component="th" scope="row">
                    {monthName(m.month, lang)}
                  </TableCell>
                  <TableCell align="right">{money(m.income, lang)}</TableCell>
                  <TableCell align="right">{money(m.expense, lang)}</TableCell>
                  <TableCell align="right">{money(m.vatCollected, lang)}</TableCell>
                  <TableCell align="right">{money(m.vatDeductible, lang)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}
