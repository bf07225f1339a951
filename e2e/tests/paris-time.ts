// The app lives in Paris time (numbering years, agenda days, months' figures) while the tests' Node may not: the dates
// the tests expect are taken here, in Paris.
const dayInParis = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) in Paris of an instant, today by default. */
export function parisDay(instant = new Date()): string {
  return dayInParis.format(instant);
}

/** A calendar date (YYYY-MM-DD) in Paris, `days` away from today. */
export function parisDate(days: number): string {
  const at = new Date(`${parisDay()}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function parisMonday(instant: Date): string {
  const date = new Date(`${parisDay(instant)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** This year in Paris: the year issued documents are numbered in. */
export function parisYear(now = new Date()): number {
  return Number(parisDay(now).slice(0, 4));
}

/** The next full hour, as the agenda proposes it (Paris is a whole number of hours from UTC). */
export function nextFullHour(now = new Date()): Date {
  return new Date((Math.floor(now.getTime() / 3_600_000) + 1) * 3_600_000);
}

/**
 * Whether `start` falls in today's day or week (weeks from Monday, as the French agenda shows them). Decided from
 * dates: asking the page whether the entry is shown would race the agenda's own loading of its entries.
 */
export function inCurrentPeriod(start: Date, period: "day" | "week", now = new Date()): boolean {
  return period === "day" ? parisDay(start) === parisDay(now) : parisMonday(start) === parisMonday(now);
}
