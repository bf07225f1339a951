import { z } from "zod";

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

/**
 * The years a date may fall in. PostgreSQL has no year 0 and JavaScript none past 275 760; nothing a
 * vendor records (events, documents, company creation, availabilities) falls outside these.
 */
export const MIN_CALENDAR_YEAR = 1900;
export const MAX_CALENDAR_YEAR = 2200;
export const calendarDateMessage = "Date invalide.";

export const isYearInRange = (year: number) => year >= MIN_CALENDAR_YEAR && year <= MAX_CALENDAR_YEAR;

/** Whether the string is a real calendar date (2026-02-30 is not) between 1900 and 2200. */
export function isCalendarDate(value: string): boolean {
  try {
    toUtc(value);
    // From the text: Date.UTC reads the years 0 to 99 as 1900 to 1999.
    return isYearInRange(Number(value.slice(0, 4)));
  } catch {
    return false;
  }
}

/** Whether an instant falls on a day between 1900 and 2200 (a due time, an issue time). */
export const isInstantInRange = (at: Date) => !Number.isNaN(at.getTime()) && isYearInRange(at.getUTCFullYear());

/** A YYYY-MM-DD date between 1900 and 2200, the wire's format (OpenAPI `format: date`). */
export const calendarDateSchema = (message: string = calendarDateMessage) =>
  z.iso.date({ error: message }).refine(isCalendarDate, {
    message,
    // One message for one bad date: the year bound is checked only on a well-formed date.
    when: (payload) => payload.issues.length === 0,
  });

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
