import { formatCalendarDate } from "../../../components/format-calendar-date.ts";

export { formatCents, formatEuros } from "../../../lib/format-money.ts";

/** « 21 nov. 2026 »: a document date in a list or a summary. */
export const formatDocumentDate = (date: string | null, language: string) =>
  date ? formatCalendarDate(date, language.startsWith("en") ? "en-GB" : "fr-FR", "short") : "—";
