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
      const [totals, types, statuses, months, sources, upcoming] = await Promise.all([
        db.execute<{ n: number; avg: string | null; confirmed: number }>(sql`
          SELECT count(*)::int AS n,
                 avg(coalesce(e.guests_count, e.approximate_guests_count))::text AS avg,
                 (count(*) FILTER (WHERE e.status = 'RESERVATION_CONFIRMED'))::int AS confirmed
            FROM events e WHERE ${inPeriod}`),
        db.execute<{ event_type: string; n: number }>(sql`
          SELECT e.event_type, count(*)::int AS n FROM events e WHERE ${inPeriod}
           GROUP BY 1 ORDER BY 2 DESC, 1`),
        db.execute<{ status: string; n: number }>(sql`
          SELECT e.status, count(*)::int AS n FROM events e WHERE ${inPeriod} GROUP BY 1 ORDER BY 2 DESC, 1`),
        db.execute<{ month: string; n: number }>(sql`
          SELECT to_char(${day}, 'YYYY-MM') AS month, count(*)::int AS n FROM events e
           WHERE ${inPeriod} AND ${day} IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`),
        db.execute<{ source: string | null; n: number; confirmed: number }>(sql`
          SELECT c.source, count(*)::int AS n, (count(*) FILTER (WHERE e.status = 'RESERVATION_CONFIRMED'))::int AS confirmed
            FROM events e LEFT JOIN clients c ON c.id = e.client_id
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
      const total = totals.rows[0]?.n ?? 0;
      const confirmed = totals.rows[0]?.confirmed ?? 0;
      const avg = totals.rows[0]?.avg;
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
