import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
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
import { DocumentTitle } from "../../../components/document-title.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { dateTimeFormat } from "../../../lib/intl.ts";
import { useEventsStats } from "../api/use-events-stats.ts";
import { useRevenue } from "../api/use-revenue.ts";
import { csvNumber, downloadCsv, toCsv } from "../components/csv.ts";
import { DashboardSection } from "../components/dashboard-section.tsx";
import { formatCents, formatMonth, formatNumber } from "../components/format.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const parisToday = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

function SimpleTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    // Tight cells: four columns fit a phone's card without scrolling sideways.
    <Table size="small" aria-label={caption} sx={{ "& .MuiTableCell-root": { px: 1 } }}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} component="th" scope="col" align={i === 0 ? "left" : "right"}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r[0]}>
            {r.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <TableCell key={i} align={i === 0 ? "left" : "right"} {...(i === 0 ? { component: "th", scope: "row" } : {})}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** « Statistiques »: revenue and events over a period chosen in the address (?du=…&au=…), with a CSV export. */
export function StatisticsPage() {
  const { t, i18n } = useTranslation("dashboard");
  const { t: tEvents } = useTranslation("events");
  const { t: tClients } = useTranslation("clients");
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const today = parisToday();
  const from = DAY.test(params.get("du") ?? "") ? (params.get("du") as string) : `${today.slice(0, 4)}-01-01`;
  const to = DAY.test(params.get("au") ?? "") ? (params.get("au") as string) : today;
  const revenue = useRevenue({ from, to });
  const stats = useEventsStats({ from, to });
  const setPeriod = (key: "du" | "au", value: string) => {
    if (!DAY.test(value)) return;
    // From the address as it is now, not as last rendered: a date typed right after the other one must not
    // bring back the address from before the first (the page may still be rendering that first change).
    const next = new URLSearchParams(window.location.search);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  const period = (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
      <TextField
        type="date"
        label={t("statistics.from")}
        value={from}
        onChange={(e) => setPeriod("du", e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: "calc(50% - 8px)", sm: 200 } }}
      />
      <TextField
        type="date"
        label={t("statistics.to")}
        value={to}
        onChange={(e) => setPeriod("au", e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: { xs: "calc(50% - 8px)", sm: 200 } }}
      />
    </Stack>
  );
  const header = (
    <Box>
      <DocumentTitle page={t("statistics.title")} />
      <Typography variant="h1">{t("statistics.title")}</Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>{t("statistics.intro")}</Typography>
      {period}
    </Box>
  );
  if (revenue.isError || stats.isError) {
    return (
      <Stack spacing={3}>
        {header}
        <LoadError error={revenue.error ?? stats.error} onRetry={() => void Promise.all([revenue.refetch(), stats.refetch()])} />
      </Stack>
    );
  }
  if (!revenue.data || !stats.data) {
    return (
      <Stack spacing={3}>
        {header}
        <PageLoader />
      </Stack>
    );
  }
  const r = revenue.data;
  const s = stats.data;
  const euros = (c: number) => formatCents(c, lang);
  const typeName = (key: string) => tEvents(`types.${key}` as "types.WEDDING", { defaultValue: key });
  const sourceName = (source: string | null) =>
    source ? tClients(`sources.${source}` as "sources.MARIAGE_NET", { defaultValue: source }) : t("statistics.noSource");
  const rate = (confirmed: number, total: number) =>
    total === 0 ? "—" : `${formatNumber((confirmed / total) * 100, lang)}\u00a0%`;

  const exportCsv = () => {
    const rows: string[][] = [
      [t("statistics.csv.section"), t("statistics.csv.label"), t("statistics.csv.value"), t("statistics.csv.extra")],
      ...r.period.months.map((m) => [
        t("statistics.revenue"),
        m.month,
        csvNumber(m.total / 100),
        csvNumber(m.totalCreditNotes / 100),
      ]),
      [
        t("statistics.revenue"),
        t("statistics.total"),
        csvNumber(r.period.totals.total / 100),
        csvNumber(r.period.totals.totalCreditNotes / 100),
      ],
      ...s.eventTypePercentages.map((e) => [
        t("statistics.byType"),
        typeName(e.eventType),
        String(e.count),
        csvNumber(e.percentage, 1),
      ]),
      ...s.sources.map((e) => [t("statistics.bySource"), sourceName(e.source), String(e.count), String(e.confirmed)]),
      [t("statistics.conversion"), t("statistics.total"), String(s.conversion.total), String(s.conversion.confirmed)],
    ];
    downloadCsv(`statistiques-${from}-${to}.csv`, toCsv(rows));
  };

  return (
    <Stack spacing={3}>
      {header}
      <Box>
        <Button variant="outlined" onClick={exportCsv}>
          {t("statistics.export")}
        </Button>
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" } }}>
        <DashboardSection scrollable title={t("statistics.revenue")}>
          <Typography sx={{ mb: 1 }}>
            {t("statistics.revenueTotal", {
              amount: euros(r.period.totals.total),
              credits: euros(r.period.totals.totalCreditNotes),
            })}
          </Typography>
          {r.period.months.length === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>{t("chart.empty")}</Typography>
          ) : (
            <SimpleTable
              caption={t("statistics.revenue")}
              head={[t("chart.period"), t("revenue.ht")]}
              rows={r.period.months.map((m) => [formatMonth(m.month, lang), euros(m.total)])}
            />
          )}
        </DashboardSection>
        <DashboardSection scrollable title={t("statistics.conversion")}>
          <Typography sx={{ fontSize: "1.75rem", fontWeight: 600 }}>
            {rate(s.conversion.confirmed, s.conversion.total)}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("statistics.conversionDetail", { confirmed: s.conversion.confirmed, count: s.conversion.total })}
          </Typography>
        </DashboardSection>
        <DashboardSection scrollable title={t("statistics.byType")}>
          <SimpleTable
            caption={t("statistics.byType")}
            head={[t("events.types"), t("events.count"), t("events.share")]}
            rows={s.eventTypePercentages.map((e) => [
              typeName(e.eventType),
              formatNumber(e.count, lang),
              `${formatNumber(e.percentage, lang)}\u00a0%`,
            ])}
          />
        </DashboardSection>
        <DashboardSection scrollable title={t("statistics.bySource")}>
          <SimpleTable
            caption={t("statistics.bySource")}
            // Three columns (the rate beside the confirmed count) so that a phone shows the whole table.
            head={[t("statistics.source"), t("events.count"), t("statistics.confirmedRate")]}
            rows={s.sources.map((e) => [
              sourceName(e.source),
              formatNumber(e.count, lang),
              `${formatNumber(e.confirmed, lang)} (${rate(e.confirmed, e.count)})`,
            ])}
          />
        </DashboardSection>
      </Box>
    </Stack>
  );
}
