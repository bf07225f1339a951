import type { CashedTotals, EventsStats, RevenueTotals } from "@cortege/domain";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { generatePath, Link as RouterLink } from "react-router";
import { DocumentTitle } from "../../../components/document-title.tsx";
import { formatCalendarDate } from "../../../components/format-calendar-date.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { paths } from "../../../config/paths.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { useStagedReveal } from "../../../lib/use-staged-reveal.ts";
import { LatestArticlesCard } from "../../blog/components/latest-articles-card.tsx";
import { eventConfigQueryOptions } from "../../events/api/use-event-config.ts";
import { OnboardingChecklistCard } from "../../showcase/components/onboarding-checklist-card.tsx";
import { useEventsStats } from "../api/use-events-stats.ts";
import { usePendingDocuments } from "../api/use-pending-documents.ts";
import { useRevenue } from "../api/use-revenue.ts";
import { showcaseCountQueryOptions } from "../api/use-showcase-count.ts";
import { BarChartWithTable } from "../components/bar-chart-with-table.tsx";
import { DashboardSection } from "../components/dashboard-section.tsx";
import { formatCents, formatMonth, formatNumber } from "../components/format.ts";
import { ShowcaseViewsSection } from "../components/showcase-views-section.tsx";
import { useStatusName } from "../components/use-status-name.ts";

function Figure({
  title,
  value,
  detail,
  to,
  linkLabel,
}: {
  title: string;
  value: string;
  detail?: ReactNode;
  to: string;
  linkLabel: string;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: "1.75rem", fontWeight: 600, my: 0.5 }}>{value}</Typography>
        {detail && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {detail}
          </Typography>
        )}
        <Link component={RouterLink} to={to} variant="body2">
          {linkLabel}
        </Link>
      </CardContent>
    </Card>
  );
}

/** « Prochains événements »: its statuses' names come with their own query (useStatusName), re-rendering this card only. */
function UpcomingEventsSection({ events }: { events: EventsStats["upcomingEvents"] }) {
  const { t, i18n } = useTranslation("dashboard");
  const lang = i18n.language;
  const statusName = useStatusName();
  return (
    <DashboardSection title={t("upcoming.title")}>
      {events.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{t("upcoming.none")}</Typography>
      ) : (
        <List disablePadding>
          {events.map((e) => (
            <ListItem key={e.eventId} disableGutters divider sx={{ display: "block" }}>
              <Link component={RouterLink} to={generatePath(paths.event, { eventId: e.eventId })} sx={{ fontWeight: 600 }}>
                {e.eventName}
              </Link>
              <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", color: "text.secondary" }}>
                <Typography variant="body2">{formatCalendarDate(e.date, lang === "en" ? "en-GB" : "fr-FR", "short")}</Typography>
                {e.clientName && <Typography variant="body2">· {e.clientName}</Typography>}
                {e.guestsCount !== null && (
                  <Typography variant="body2">· {t("upcoming.guests", { count: e.guestsCount })}</Typography>
                )}
                <Chip size="small" label={statusName(e.status)} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Link component={RouterLink} to={paths.events} variant="body2">
        {t("links.events")}
      </Link>
    </DashboardSection>
  );
}

/** « Événements par statut », named as the vendor named its statuses. */
function PipelineSection({ distribution }: { distribution: EventsStats["statusDistribution"] }) {
  const { t, i18n } = useTranslation("dashboard");
  const lang = i18n.language;
  const statusName = useStatusName();
  return (
    <DashboardSection title={t("events.pipeline")}>
      <BarChartWithTable
        horizontal
        title={t("events.pipeline")}
        labelHeader={t("chart.status")}
        valueHeader={t("events.count")}
        integer
        rows={distribution.map((d) => ({ label: statusName(d.status), value: d.count }))}
        format={(n) => formatNumber(n, lang)}
      />
      <Link component={RouterLink} to={paths.events} variant="body2">
        {t("links.pipeline")}
      </Link>
    </DashboardSection>
  );
}

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
};

/** « Tableau de bord »: how the month is going and where to act, each figure leading to its list. */
export function DashboardPage() {
  const { t, i18n } = useTranslation("dashboard");
  const { t: tEvents } = useTranslation("events");
  const lang = i18n.language;
  const revenue = useRevenue();
  const pending = usePendingDocuments();
  const stats = useEventsStats();
  // The statuses' names and the showcase's views are asked for at once, with the figures, but only the cards showing
  // them re-render when they come (notifyOnChangeProps: []): the page itself is rendered once per figure, not per call.
  const vendorId = useVendorId();
  useQuery({ ...eventConfigQueryOptions(vendorId), notifyOnChangeProps: [] });
  useQuery({ ...showcaseCountQueryOptions(vendorId, "month"), notifyOnChangeProps: [] });

  // The title and its line are painted at once (the screen's largest text on a phone), the figures below when they come.
  const heading = (
    <>
      <DocumentTitle page={t("title")} />
      <Box>
        <Typography variant="h1">{t("title")}</Typography>
        <Typography sx={{ color: "text.secondary" }}>{t("intro")}</Typography>
      </Box>
    </>
  );
  // The figures come in a store update React renders at once; the cards (most of the screen) follow a moment later in
  // slices, so a phone's processor is not held for the whole page in one task.
  const figuresShown = useDeferredValue(Boolean(revenue.data && pending.data && stats.data));
  // The charts and lists below the figures, one commit later.
  const detailsShown = useStagedReveal(figuresShown);
  if (revenue.isError || pending.isError || stats.isError) {
    return (
      <Stack spacing={3}>
        {heading}
        <LoadError
          error={revenue.error ?? pending.error ?? stats.error}
          onRetry={() => void Promise.all([revenue.refetch(), pending.refetch(), stats.refetch()])}
        />
      </Stack>
    );
  }
  if (!figuresShown || !revenue.data || !pending.data || !stats.data) {
    return (
      <Stack spacing={3}>
        {heading}
        <PageLoader />
      </Stack>
    );
  }
  const r = revenue.data;
  const p = pending.data;
  const s = stats.data;
  const euros = (c: number) => formatCents(c, lang);
  const compare = (now: RevenueTotals, before: RevenueTotals, cashed: CashedTotals, cashedBefore: CashedTotals) => (
    <>
      {t("revenue.lastYear", { amount: euros(before.total) })}
      {now.totalCreditNotes ? ` · ${t("revenue.credited", { amount: euros(now.totalCreditNotes) })}` : ""}
      <Box component="span" sx={{ display: "block" }}>
        {t("revenue.cashed", { amount: euros(cashed.total), lastYear: euros(cashedBefore.total) })}
      </Box>
    </>
  );
  const typeName = (key: string) => tEvents(`types.${key}` as "types.WEDDING", { defaultValue: key });

  return (
    <Stack spacing={3}>
      {heading}
      <OnboardingChecklistCard />

      <Box sx={grid}>
        <Figure
          title={t("revenue.month")}
          value={euros(r.CAMonth.total)}
          detail={compare(r.CAMonth, r.previousYear.CAMonth, r.cashed.month, r.cashed.previousYear.month)}
          to={paths.invoices}
          linkLabel={t("links.invoices")}
        />
        <Figure
          title={t("revenue.year")}
          value={euros(r.CAYear.total)}
          detail={compare(r.CAYear, r.previousYear.CAYear, r.cashed.year, r.cashed.previousYear.year)}
          to={paths.invoices}
          linkLabel={t("links.invoices")}
        />
        <Figure
          title={t("pending.quotes")}
          value={formatNumber(p.quotesAwaiting.count, lang)}
          detail={t("pending.totalTtc", { amount: euros(p.quotesAwaiting.totalCents) })}
          to={`${paths.quotes}?statut=SENT`}
          linkLabel={t("links.quotes")}
        />
        <Figure
          title={t("pending.deposits")}
          value={formatNumber(p.depositsDue.count + p.depositsOverdue.count, lang)}
          detail={t("pending.depositsDetail", {
            due: euros(p.depositsDue.totalCents),
            overdue: euros(p.depositsOverdue.totalCents),
            count: p.depositsOverdue.count,
          })}
          to={`${paths.depositInvoices}?statut=SENT`}
          linkLabel={t("links.deposits")}
        />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {t("revenue.note")}
      </Typography>

      {detailsShown && (
        <>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))" } }}>
            <UpcomingEventsSection events={s.upcomingEvents} />

            <DashboardSection title={t("revenue.byMonth")}>
              <BarChartWithTable
                title={t("revenue.byMonth")}
                valueHeader={t("revenue.ht")}
                rows={[...r.period.months].reverse().map((m) => ({ label: formatMonth(m.month, lang), value: m.total }))}
                format={euros}
              />
            </DashboardSection>

            <PipelineSection distribution={s.statusDistribution} />

            <DashboardSection title={t("events.types")}>
              <BarChartWithTable
                horizontal
                title={t("events.types")}
                labelHeader={t("chart.type")}
                valueHeader={t("events.share")}
                rows={s.eventTypePercentages.map((d) => ({ label: typeName(d.eventType), value: d.percentage }))}
                format={(n) => `${formatNumber(n, lang)}\u00a0%`}
              />
              <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: "wrap" }}>
                <Typography variant="body2">
                  {t("events.busiest")} <strong>{s.busiestMonth ? formatMonth(s.busiestMonth.month, lang) : "—"}</strong>
                </Typography>
                <Typography variant="body2">
                  {t("events.averageGuests")}{" "}
                  <strong>{s.averageGuestCount === null ? "—" : formatNumber(s.averageGuestCount, lang)}</strong>
                </Typography>
              </Stack>
            </DashboardSection>

            <ShowcaseViewsSection />
          </Box>
          <LatestArticlesCard />
        </>
      )}
    </Stack>
  );
}
