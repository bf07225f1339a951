import { dateTimeFormat } from "../../../lib/intl.ts";

// Built at the first date shown, not when the app starts (see lib/intl.ts).
const sameDay = () => dateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });
const otherDay = () => dateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Paris" });
const dayKey = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** « 14:05 » today, « 27 nov. 2026 » another day (Paris time). */
export function formatNotificationDate(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return dayKey().format(at) === dayKey().format(now) ? sameDay().format(at) : otherDay().format(at);
}
