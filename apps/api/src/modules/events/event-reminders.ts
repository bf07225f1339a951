import { type DueNotification, formatDayFr, notificationLinks } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/**
 * The event-status reminder (part 1 §3) on a Paris calendar day, for the notifications' daily job:
 * an event whose status config has its notifications on and whose date is within that status'
 * notificationDaysBefore (default 30) is reminded once per status and date.
 */
export function createEventReminders(db: Db) {
  return async function dueOn(day: string): Promise<DueNotification[]> {
    const result = await db.execute<{
      id: string;
      vendor_id: string;
      event_name: string;
      day: string;
      status: string;
      name: string;
    }>(sql`
      SELECT e.id, e.vendor_id, e.event_name, to_char(coalesce(e.date, e.start_date), 'YYYY-MM-DD') AS day, e.status, c.name
        FROM events e JOIN event_status_configs c ON c.vendor_id = e.vendor_id AND c.status = e.status
       WHERE c.enable_notifications AND NOT e.is_archived AND coalesce(e.date, e.start_date) IS NOT NULL
         AND coalesce(e.date, e.start_date) BETWEEN ${day}::date AND (${day}::date + c.notification_days_before)`);
    return result.rows.map((r) => ({
      vendorId: r.vendor_id,
      kind: "EVENT_STATUS_REMINDER" as const,
      dedupeKey: `EVENT_STATUS_REMINDER:${r.id}:${r.status}:${r.day}`,
      facts: { title: r.event_name, date: formatDayFr(r.day), detail: r.name },
      url: notificationLinks.event(r.id),
    }));
  };
}
