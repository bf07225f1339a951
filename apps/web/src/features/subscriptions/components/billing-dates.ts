import { dateTimeFormat } from "../../../lib/intl.ts";
/** An instant as the short French date of the reader's calendar: « 27 nov. 2026 ». */
export function formatBillingDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language.startsWith("en") ? "en-GB" : "fr-FR", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/Paris",
  }).format(date);
}
