import { dateTimeFormat, numberFormat } from "../../../lib/intl.ts";

const locale = (language: string) => (language.startsWith("en") ? "en-GB" : "fr-FR");

/** « 1 234,56 € » from cents. */
export const formatCents = (cents: number, language: string) =>
  numberFormat(locale(language), { style: "currency", currency: "EUR" }).format(cents / 100);

/** « 1 234 », « 12,5 ». */
export const formatNumber = (n: number, language: string) =>
  numberFormat(locale(language), { maximumFractionDigits: 1 }).format(n);

/** « nov. 2026 » from YYYY-MM. */
export function formatMonth(month: string, language: string): string {
  const [y, m] = month.split("-").map(Number);
  return dateTimeFormat(locale(language), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)),
  );
}

/** A period key of the showcase count (YYYY-MM-DD, YYYY-Www, YYYY-MM, YYYY) as a reader says it. */
export function formatPeriod(period: string, language: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) {
    return dateTimeFormat(locale(language), { day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${period}T00:00:00Z`),
    );
  }
  if (/^\d{4}-W\d{2}$/.test(period)) return `${language.startsWith("en") ? "W" : "S"}${period.slice(6)} ${period.slice(0, 4)}`;
  if (/^\d{4}-\d{2}$/.test(period)) return formatMonth(period, language);
  return period;
}
