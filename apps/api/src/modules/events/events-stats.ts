import type { EventsStats } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/**
 * Read-only statistics of a vendor's events for the dashboard (its only way to the events table).
 * An event's day is its date, else the first day of its range; archived events are left out.
 * Aggregates run in PostgreSQL on the vendor's index, the rows are not loaded.
 */
export function createEventsStats(db: Db) {
  const day = sql.raw("coalesce(e.date, e.start_date)");
  return {
    async stats(
      vendorId: string,
      period: { from?: string; to?: string },
      today: string,
      upcomingLimit = 5,
    ): Promise<EventsStats> {
      const inPeriod = sql`e.vendor_id = ${vendorId} AND NOT e.is_archived
        ${period.from ? sql`AND ${day} >= ${period.from}::date` : sql``}
        ${period.to ? sql`AND ${day} <= ${period.to}::date` : sql``}`;
      // One pass over the vendor's events for the totals, types, statuses and months (grouping sets), one
      // hash join with the vendor's clients for the sources: both index-only on the covering indexes of
      // 0026, so the cost is a scan of the vendor's index entries, never of its rows.
      const month = sql.raw("to_char(coalesce(e.date, e.start_date), 'YYYY-MM')");
      const [grouped, sources, upcoming] = await Promise.all([
        db.execute<{
          g_type: number;
          g_status: number;
          g_month: number;
          event_type: string | null;
          status: string | null;
          month: string | null;
          n: number;
          avg: string | null;
          confirmed: number;
        }>(sql`
          SELECT GROUPING(e.event_type)::int AS g_type, GROUPING(e.status)::int AS g_status, GROUPING(${month})::int AS g_month,
                 e.event_type, e.status, ${month} AS month, count(*)::int AS n,
                 avg(coalesce(e.guests_count, e.approximate_guests_count))::text AS avg,
                 (count(*) FILTER (WHERE e.status = 'RESERVATION_CONFIRMED'))::int AS confirmed
            FROM events e WHERE ${inPeriod}
           GROUP BY GROUPING SETS ((), (e.event_type), (e.status), (${month}))`),
        db.execute<{ source: string | null; n: number; confirmed: number }>(sql`
          SELECT c.source, count(*)::int AS n, (count(*) FILTER (WHERE e.status = 'RESERVATION_CONFIRMED'))::int AS confirmed
            FROM events e LEFT JOIN clients c ON c.vendor_id = e.vendor_id AND c.id = e.client_id
           WHERE ${inPeriod} GROUP BY 1 ORDER BY 2 DESC, 1`),
        db.execute<{
          id: string;
          event_name: string;
          day: string;
          client_id: string | null;
          client_name: string | null;
          guests: number | null;
          status: string;
          event_type: string;
        }>(sql`
          SELECT e.id, e.event_name, to_char(${day}, 'YYYY-MM-DD') AS day, e.client_id, c.name AS client_name,
                 coalesce(e.guests_count, e.approximate_guests_count) AS guests, e.status, e.event_type
            FROM events e LEFT JOIN clients c ON c.id = e.client_id
           WHERE e.vendor_id = ${vendorId} AND NOT e.is_archived AND e.status <> 'REFUSED'
             AND ${day} >= ${today}::date
           ORDER BY ${day}, e.seq LIMIT ${upcomingLimit}`),
      ]);
      const byCount = <T extends { n: number }>(rows: T[], key: (r: T) => string) =>
        rows.sort((x, y) => y.n - x.n || (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
      const all = grouped.rows.find((r) => r.g_type === 1 && r.g_status === 1 && r.g_month === 1);
      const types = {
        rows: byCount(
          grouped.rows.filter((r) => r.g_type === 0).map((r) => ({ event_type: r.event_type as string, n: r.n })),
          (r) => r.event_type,
        ),
      };
      const statuses = {
        rows: byCount(
          grouped.rows.filter((r) => r.g_status === 0).map((r) => ({ status: r.status as string, n: r.n })),
          (r) => r.status,
        ),
      };
      // The busiest month, the latest on a tie; events without a day (an approximate date) have no month.
      const busiest = grouped.rows
        .filter((r) => r.g_month === 0 && r.month !== null)
        .sort((x, y) => y.n - x.n || ((y.month as string) < (x.month as string) ? -1 : 1))[0];
      const months = { rows: busiest ? [{ month: busiest.month as string, n: busiest.n }] : [] };
      const total = all?.n ?? 0;
      const confirmed = all?.confirmed ?? 0;
      const avg = all?.avg;
      return {
        totalEvents: total,
        averageGuestCount: avg == null ? null : Math.round(Number(avg) * 10) / 10,
        eventTypePercentages: types.rows.map((r) => ({
          eventType: r.event_type,
          count: r.n,
          percentage: total === 0 ? 0 : Math.round((r.n / total) * 1000) / 10,
        })),
        statusDistribution: statuses.rows.map((r) => ({ status: r.status, count: r.n })),
        mostPopularEvent: types.rows[0]?.event_type ?? null,
        busiestMonth: months.rows[0] ? { month: months.rows[0].month, count: months.rows[0].n } : null,
        sources: sources.rows.map((r) => ({ source: r.source, count: r.n, confirmed: r.confirmed })),
        conversion: { total, confirmed, rate: total === 0 ? null : Math.round((confirmed / total) * 1000) / 10 },
        upcomingEvents: upcoming.rows.map((r) => ({
          eventId: r.id,
          eventName: r.event_name,
          date: r.day,
          clientId: r.client_id,
          clientName: r.client_name,
          guestsCount: r.guests,
          status: r.status,
          eventType: r.event_type,
        })),
      };
    },
  };
}
export type EventsStatsReader = ReturnType<typeof createEventsStats>;
