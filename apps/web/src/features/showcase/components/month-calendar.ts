import { dateTimeFormat } from "../../../lib/intl.ts";
/** A month of the availability calendar: plain calendar dates (YYYY-MM-DD), weeks starting on Monday. */
export type CalendarMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, "0");

export const calendarDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export const daysInMonth = ({ year, month }: CalendarMonth) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last date of the month: the range asked to vendor/availabilities. */
export const monthRange = (m: CalendarMonth) => ({
  startDate: calendarDate(m.year, m.month, 1),
  endDate: calendarDate(m.year, m.month, daysInMonth(m)),
});

export const addMonths = ({ year, month }: CalendarMonth, by: number): CalendarMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The month of a date (YYYY-MM or YYYY-MM-DD), or null when it is not one. */
export function parseMonth(value: string | null): CalendarMonth | null {
  const match = value?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100 ? { year, month } : null;
}

export const monthParam = (m: CalendarMonth) => `${m.year}-${pad(m.month)}`;

/** The weeks of the month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(m: CalendarMonth): (string | null)[][] {
  return monthWeekCells(m).map((week) => week.map((cell) => cell.date));
}

/** The same weeks, each cell with a stable key (its date, or its place before or after the month). */
export function monthWeekCells(m: CalendarMonth): { key: string; date: string | null }[][] {
  const firstWeekday = (new Date(Date.UTC(m.year, m.month - 1, 1)).getUTCDay() + 6) % 7; // Monday = 0
  const cells: { key: string; date: string | null }[] = Array.from({ length: firstWeekday }, (_, i) => ({
    key: `before-${i}`,
    date: null,
  }));
  for (let day = 1; day <= daysInMonth(m); day++) {
    const date = calendarDate(m.year, m.month, day);
    cells.push({ key: date, date });
  }
  while (cells.length % 7 !== 0) cells.push({ key: `after-${cells.length}`, date: null });
  const weeks: { key: string; date: string | null }[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The date `by` days after (or before) a calendar date. */
export function shiftDate(date: string, by: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + by);
  return at.toISOString().slice(0, 10);
}

/** Today in Paris, as a calendar date. */
export const todayInParis = (now = new Date()) =>
  dateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
