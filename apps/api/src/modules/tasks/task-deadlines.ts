import { addDays, type DueNotification, formatDayFr, notificationLinks } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/** Catch-up: a server stopped for a few days still gives the deadlines that passed meanwhile. */
const CATCH_UP_DAYS = 3;

/**
 * « Task deadline » (part 2 §9) on a Paris calendar day, for the notifications' daily job: a task
 * of a list whose notifications are on, from its list's notificationDaysBefore (default 0: the day
 * itself) before its due day, until that day; a task moved to its « done » list is not reminded.
 */
export function createTaskDeadlines(db: Db) {
  return async function dueOn(day: string): Promise<DueNotification[]> {
    const result = await db.execute<{ id: string; vendor_id: string; board_id: string; name: string; due_day: string }>(sql`
      SELECT t.id, t.vendor_id, t.board_id, t.name,
             to_char((t.due_at AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS due_day
        FROM tasks t JOIN task_lists l ON l.id = t.list_id AND l.vendor_id = t.vendor_id
       WHERE l.enable_notifications AND t.due_at IS NOT NULL
         AND (t.list_id_done IS NULL OR t.list_id <> t.list_id_done)
         AND (t.due_at AT TIME ZONE 'Europe/Paris')::date
             BETWEEN ${addDays(day, -CATCH_UP_DAYS)}::date AND (${day}::date + l.notification_days_before)`);
    return result.rows.map((r) => ({
      vendorId: r.vendor_id,
      kind: "TASK_DEADLINE" as const,
      dedupeKey: `TASK_DEADLINE:${r.id}:${r.due_day}`,
      facts: { title: r.name, date: formatDayFr(r.due_day) },
      url: notificationLinks.taskBoard(r.board_id),
    }));
  };
}
