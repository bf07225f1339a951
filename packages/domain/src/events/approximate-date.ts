import { isYearInRange } from "../documents/calendar-dates.ts";
import { frenchMonths } from "../text/french-dates.ts";

/**
 * An approximate date, when the couple knows only the year, the month or the season
 * (the spec does not show the format, docs/decisions.md): "2027", "2027-06" or "2027-SUMMER".
 */
export const APPROXIMATE_DATE_PATTERN = /^(\d{4})(?:-(0[1-9]|1[0-2])|-(SPRING|SUMMER|AUTUMN|WINTER))?$/;

export const seasons = ["SPRING", "SUMMER", "AUTUMN", "WINTER"] as const;
export type Season = (typeof seasons)[number];

const seasonLabels: Record<Season, string> = { SPRING: "printemps", SUMMER: "été", AUTUMN: "automne", WINTER: "hiver" };
// Winter spans the turn of the year: "2027-WINTER" is December 2027 to February 2028.
const seasonMonths: Record<Season, [number, number]> = { SPRING: [3, 5], SUMMER: [6, 8], AUTUMN: [9, 11], WINTER: [12, 14] };

export function isApproximateDate(value: string): boolean {
  const match = APPROXIMATE_DATE_PATTERN.exec(value);
  return match !== null && isYearInRange(Number(match[1]));
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar dates the approximate date covers, first and last included. */
export function approximateDateRange(value: string): { start: string; end: string } | null {
  const match = APPROXIMATE_DATE_PATTERN.exec(value);
  if (!match || !isApproximateDate(value)) return null;
  const year = Number(match[1]);
  if (match[2]) {
    const month = Number(match[2]);
    return { start: iso(year, month, 1), end: iso(year, month, lastDay(year, month)) };
  }
  if (match[3]) {
    const [from, to] = seasonMonths[match[3] as Season];
    const endYear = year + Math.floor((to - 1) / 12);
    const endMonth = ((to - 1) % 12) + 1;
    return { start: iso(year, from, 1), end: iso(endYear, endMonth, lastDay(endYear, endMonth)) };
  }
  return { start: iso(year, 1, 1), end: iso(year, 12, 31) };
}

/** How it reads in French: "2027", "juin 2027", "été 2027". */
export function formatApproximateDate(value: string): string {
  const match = APPROXIMATE_DATE_PATTERN.exec(value);
  if (!match) return value;
  if (match[2]) return `${frenchMonths[Number(match[2]) - 1]} ${match[1]}`;
  if (match[3]) return `${seasonLabels[match[3] as Season]} ${match[1]}`;
  return match[1] as string;
}
