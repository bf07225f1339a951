import { describe, expect, it } from "vitest";
import { formatDateWithOrdinal } from "./french-dates.ts";

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const fmt = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });

describe("formatDateWithOrdinal", () => {
  it.each([
    ["fr-FR", { day: "numeric", month: "long", year: "numeric" }, "2027-06-01", "1er juin 2027"],
    ["fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric" }, "2027-06-01", "mardi 1er juin 2027"],
    ["fr-FR", { day: "numeric", month: "short", year: "numeric" }, "2027-06-01", "1er juin 2027"],
    ["fr-FR", { day: "numeric", month: "long", year: "numeric" }, "2027-06-11", "11 juin 2027"],
    ["fr-FR", { day: "numeric", month: "long", year: "numeric" }, "2027-06-21", "21 juin 2027"],
    ["fr-FR", { day: "2-digit", month: "2-digit", year: "numeric" }, "2027-06-01", "01/06/2027"],
    ["en-GB", { day: "numeric", month: "long", year: "numeric" }, "2027-06-01", "1 June 2027"],
  ] as const)("%s %j %s → %s", (locale, options, iso, expected) => {
    expect(formatDateWithOrdinal(fmt(locale, options), utc(iso))).toBe(expected);
  });
});
