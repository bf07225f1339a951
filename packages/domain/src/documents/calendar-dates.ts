/**
 * Calendar dates as plain "YYYY-MM-DD" strings, computed in UTC so that no time zone moves a day
 * (as the events' approximate dates do).
 */
export const CALENDAR_DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function toUtc(date: string): Date {
  const match = CALENDAR_DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (d.getUTCDate() !== Number(match[3])) throw new RangeError(`not a calendar date: ${date}`);
  return d;
}

const fromUtc = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Whether the string is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  try {
    toUtc(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The last day of the date's month. */
export function endOfMonth(date: string): string {
  const d = toUtc(date);
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export const yearOf = (date: string): number => toUtc(date).getUTCFullYear();

/** "2026-03-05" → "05/03/2026", as a French document prints it. */
export function formatDateFr(date: string): string {
  const d = toUtc(date);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
}
