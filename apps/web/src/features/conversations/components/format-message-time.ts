import { dateTimeFormat } from "../../../lib/intl.ts";
/**
 * When a message was sent, as a messaging app says it: the time today (« 14:05 »), else the day
 * (« 12 juin »), with the year when it is not this one (« 12 juin 2025 »). Paris time.
 */
export function formatMessageTime(value: string, locale = "fr-FR", now = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = "Europe/Paris";
  const day = (d: Date) => dateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(d);
  if (day(date) === day(now)) return dateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(date);
  const sameYear = day(date).slice(0, 4) === day(now).slice(0, 4);
  return dateTimeFormat(locale, {
    timeZone,
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(date);
}
