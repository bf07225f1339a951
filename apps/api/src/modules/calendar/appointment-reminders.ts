import { addDays, type DueNotification, formatDayFr, notificationLinks } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/**
 * « Appointment reminder » (part 2 §9) on a Paris calendar day, for the notifications' daily job:
 * the vendor's own appointments (not those read from Google) of that day and the next, once each.
 */
export function createAppointmentReminders(db: Db) {
  return async function dueOn(day: string): Promise<DueNotification[]> {
    const result = await db.execute<{
      id: string;
      vendor_id: string;
      title: string;
      day: string;
      time: string;
      all_day: boolean;
    }>(sql`
      SELECT id, vendor_id, title, all_day,
             to_char((start_time AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS day,
             to_char(start_time AT TIME ZONE 'Europe/Paris', 'HH24"h"MI') AS time
        FROM calendar_events
       WHERE origin = 'cortege'
         AND (start_time AT TIME ZONE 'Europe/Paris')::date BETWEEN ${day}::date AND ${addDays(day, 1)}::date`);
    return result.rows.map((r) => ({
      vendorId: r.vendor_id,
      kind: "APPOINTMENT_REMINDER" as const,
      dedupeKey: `APPOINTMENT_REMINDER:${r.id}:${r.day}`,
      facts: { title: r.title, date: r.all_day ? formatDayFr(r.day) : `${formatDayFr(r.day)} à ${r.time}` },
      url: notificationLinks.agenda(r.day),
    }));
  };
}
