import {
  type CashedMonth,
  type EventsStats,
  type EventsStatsQuery,
  groupViews,
  type PendingDocuments,
  parisDay,
  type Revenue,
  type RevenueMonth,
  type RevenueQuery,
  type ShowcaseCount,
  type ShowcaseCountQuery,
  type ShowcaseViews,
  sumCashed,
  sumRevenue,
} from "@cortege/domain";
import type { DocumentsRevenue } from "../documents/documents-revenue.ts";
import type { EventsStatsReader } from "../events/events-stats.ts";

type Deps = {
  revenue: DocumentsRevenue;
  events: EventsStatsReader;
  showcaseViews: (vendorId: string, from: string, to: string) => Promise<ShowcaseViews>;
  now?: () => Date;
};

const shiftYears = (day: string, years: number): string => {
  const y = Number(day.slice(0, 4)) + years;
  const md = day.slice(5);
  // 29 February a year earlier is 28 February.
  return md === "02-29" && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)) ? `${y}-02-28` : `${y}${day.slice(4)}`;
};
const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const within = (rows: readonly RevenueMonth[], from: string, to: string) =>
  sumRevenue(rows.filter((r) => r.month >= from.slice(0, 7) && r.month <= to.slice(0, 7)));
const cashedIn = (rows: readonly CashedMonth[], day: string) => sumCashed(rows.filter((r) => r.month === day.slice(0, 7)));

/** The dashboard's use cases: revenue, event statistics and showcase views, read through their modules. */
export function createDashboardService({ revenue, events, showcaseViews, now = () => new Date() }: Deps) {
  const today = () => parisDay(now());
  return {
    /**
     * CAMonth and CAYear to `asOf` (today, or the period's end), the same periods a year earlier, and
     * the chosen period by month. Month and year rows are whole Paris months up to `asOf`'s day.
     */
    async revenue(vendorId: string, query: Omit<RevenueQuery, "vendorId">): Promise<Revenue> {
      const asOf = query.to ?? today();
      const periodFrom = query.from ?? `${addDays(shiftYears(asOf, -1), 1).slice(0, 7)}-01`;
      const lastYear = shiftYears(asOf, -1);
      const [thisYear, previous, period, cashedThisYear, cashedPrevious] = await Promise.all([
        revenue.byMonth(vendorId, `${asOf.slice(0, 4)}-01-01`, asOf, query.basis),
        revenue.byMonth(vendorId, `${lastYear.slice(0, 4)}-01-01`, lastYear, query.basis),
        revenue.byMonth(vendorId, periodFrom, asOf, query.basis),
        revenue.cashedByMonth(vendorId, `${asOf.slice(0, 4)}-01-01`, asOf),
        revenue.cashedByMonth(vendorId, `${lastYear.slice(0, 4)}-01-01`, lastYear),
      ]);
      return {
        basis: query.basis,
        asOf,
        CAMonth: within(thisYear, asOf, asOf),
        CAYear: sumRevenue(thisYear),
        previousYear: { CAMonth: within(previous, lastYear, lastYear), CAYear: sumRevenue(previous) },
        period: { from: periodFrom, to: asOf, totals: sumRevenue(period), months: period },
        cashed: {
          month: cashedIn(cashedThisYear, asOf),
          year: sumCashed(cashedThisYear),
          previousYear: { month: cashedIn(cashedPrevious, lastYear), year: sumCashed(cashedPrevious) },
        },
      };
    },

    async eventsStats(vendorId: string, query: Omit<EventsStatsQuery, "vendorId">): Promise<EventsStats> {
      return events.stats(vendorId, { from: query.from, to: query.to }, today());
    },

    /** Stored daily views grouped by day (default last 30 days), ISO week (12 weeks), month (12) or year (5). */
    async showcaseCount(vendorId: string, query: Omit<ShowcaseCountQuery, "vendorId">): Promise<ShowcaseCount> {
      const to = query.to ?? today();
      const back = { day: 29, week: 7 * 12 - 1, month: 0, year: 0 }[query.view];
      const from =
        query.from ??
        (query.view === "month"
          ? `${addDays(shiftYears(to, -1), 1).slice(0, 7)}-01`
          : query.view === "year"
            ? `${Number(to.slice(0, 4)) - 4}-01-01`
            : addDays(to, -back));
      const { days, total } = await showcaseViews(vendorId, from, to);
      return {
        view: query.view,
        from,
        to,
        periods: groupViews(
          days.map((d) => ({ day: d.date, views: d.views })),
          query.view,
        ),
        total,
      };
    },

    pendingDocuments(vendorId: string): Promise<PendingDocuments> {
      return revenue.pending(vendorId, today());
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
