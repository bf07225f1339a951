import { formatDateWithOrdinal } from "@cortege/domain";
import { dateTimeFormat } from "../lib/intl.ts";

/**
 * A calendar date ("2027-06-12") as a reader says it: « samedi 12 juin 2027 », « mardi 1er juin 2027 ». Calendar dates have no
 * time zone, so they are read and written in UTC: the day never shifts by one.
 */
export function formatCalendarDate(value: string, locale = "fr-FR", style: "long" | "short" = "long"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const options: Intl.DateTimeFormatOptions =
    style === "long"
      ? { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }
      : { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" };
  return formatDateWithOrdinal(dateTimeFormat(locale, options), date);
}

/** An instant (createdAt) as a date of the reader's calendar: « 12 juin 2027 ». */
export function formatInstantDate(value: string, locale = "fr-FR"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDateWithOrdinal(dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" }), date);
}
