import type { EventsStats } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import type { ClientsService } from "../clients/clients.service.ts";

/** What the statistics ask of the clients module: each client's source and name. */
export type StatsClients = Pick<ClientsService, "sourcesOf" | "findByIds">;

/** Sources by count, most first, then by name with « no source » last (as PostgreSQL orders them). */
function bySource(rows: { source: string | null; n: number; confirmed: number }[]) {
  return rows.sort(
    (x, y) =>
      y.n - x.n || (x.source === y.source ? 0 : x.source === null ? 1 : y.source === null ? -1 : x.source < y.source ? -1 : 1),
  );
}

/**
 * Read-only statistics of a vendor's events for the dashboard (its only way to the events table).
 * An event's day is its date, else the first day of its range; archived events are left out.
 * Aggregates run in PostgreSQL on the vendor's index, the rows are not loaded.
 */
export function createEventsStats(db: Db, clients: StatsClients) {
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
      // by client for the sources (the clients module answers each client's source): both index-only on
      // the covering indexes of 0026, so the cost is a scan of the vendor's index entries, never of its rows.
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
        db.execute<{ client_id: string | null; n: number; confirmed: number }>(sql`
          SELECT e.client_id, count(*)::int AS n, (count(*) FILTER (WHERE e.status = 'RESERVATION_CONFIRMED'))::int AS confirmed
            FROM events e WHERE ${inPeriod} GROUP BY 1`),
        db.execute<{
          id: string;
          event_name: string;
          day: string;
          client_id: string | null;
          guests: number | null;
          status: string;
          event_type: string;
        }>(sql`
          SELECT e.id, e.event_name, to_char(${day}, 'YYYY-MM-DD') AS day, e.client_id,
                 coalesce(e.guests_count, e.approximate_guests_count) AS guests, e.status, e.event_type
            FROM events e
           WHERE e.vendor_id = ${vendorId} AND NOT e.is_archived AND e.status <> 'REFUSED'
             AND ${day} >= ${today}::date
           ORDER BY ${day}, e.seq LIMIT ${upcomingLimit}`),
      ]);
      const clientIds = (rows: { client_id: string | null }[]) => rows.flatMap((r) => (r.client_id ? [r.client_id] : []));
      const [sourceOf, upcomingClients] = await Promise.all([
        clients.sourcesOf(vendorId, clientIds(sources.rows)),
        clients.findByIds(vendorId, clientIds(upcoming.rows)),
      ]);
      const nameOf = new Map(upcomingClients.map((c) => [c.clientId, c.name]));
      const perSource = new Map<string | null, { source: string | null; n: number; confirmed: number }>();
      for (const r of sources.rows) {
        const source = r.client_id ? (sourceOf.get(r.client_id) ?? null) : null;
        const entry = perSource.get(source) ?? { source, n: 0, confirmed: 0 };
        entry.n += r.n;
        entry.confirmed += r.confirmed;
        perSource.set(source, entry);
      }
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
        sources: bySource([...perSource.values()]).map((r) => ({ source: r.source, count: r.n, confirmed: r.confirmed })),
        conversion: { total, confirmed, rate: total === 0 ? null : Math.round((confirmed / total) * 1000) / 10 },
        upcomingEvents: upcoming.rows.map((r) => ({
          eventId: r.id,
          eventName: r.event_name,
          date: r.day,
          clientId: r.client_id,
          clientName: r.client_id ? (nameOf.get(r.client_id) ?? null) : null,
          guestsCount: r.guests,
          status: r.status,
          eventType: r.event_type,
        })),
      };
    },
  };
}
export type EventsStatsReader = ReturnType<typeof createEventsStats>;
