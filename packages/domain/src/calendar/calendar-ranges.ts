import { CALENDAR_DATE_PATTERN } from "../documents/calendar-dates.ts";

/**
 * Part 2 §2: week ranges follow ISO weeks (Monday to Sunday, week 1 holds the year's first Thursday);
 * month ranges run from the first to the last day. Dates are "YYYY-MM-DD", computed in UTC.
 */
const pad = (n: number) => String(n).padStart(2, "0");
const parse = (date: string): Date => {
  const match = CALENDAR_DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
};
const format = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/** Monday = 0 … Sunday = 6. */
const isoWeekday = (d: Date) => (d.getUTCDay() + 6) % 7;

export type DateRange = { start: string; end: string };

/** The ISO week holding the date, Monday to Sunday (both included). */
export function isoWeekRange(date: string): DateRange {
  const d = parse(date);
  const monday = plusDays(d, -isoWeekday(d));
  return { start: format(monday), end: format(plusDays(monday, 6)) };
}

/** The ISO week number and its year (29 Dec 2025 is in week 1 of 2026). */
export function isoWeek(date: string): { year: number; week: number } {
  const d = parse(date);
  const thursday = plusDays(d, 3 - isoWeekday(d));
  const year = thursday.getUTCFullYear();
  const firstThursday = parse(`${year}-01-04`);
  const week1Monday = plusDays(firstThursday, -isoWeekday(firstThursday));
  return { year, week: Math.floor((thursday.getTime() - week1Monday.getTime()) / (7 * 86_400_000)) + 1 };
}

/** The month holding the date, from its first to its last day. */
export function monthRange(date: string): DateRange {
  const d = parse(date);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  return { start: format(first), end: format(last) };
}

/** Whether two ranges of dates share at least one day (ends included). */
export const rangesOverlap = (a: DateRange, b: DateRange) => a.start <= b.end && b.start <= a.end;
