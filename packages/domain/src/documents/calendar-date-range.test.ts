import { describe, expect, it } from "vitest";
import { isApproximateDate } from "../events/approximate-date.ts";
import { parseDueDate } from "../tasks/due-dates.ts";
import { toCalendarDate } from "../vendors/showcase-schemas.ts";
import { calendarDateSchema, isCalendarDate } from "./calendar-dates.ts";

describe("dates are bounded to the years 1900–2200", () => {
  it.each([
    ["1900-01-01", true],
    ["2200-12-31", true],
    ["2027-06-12", true],
    ["2028-02-29", true],
    ["0000-01-01", false],
    ["1899-12-31", false],
    ["2201-01-01", false],
    ["9999-12-31", false],
    ["99999-01-01", false],
    ["2027-02-30", false],
  ])("%s → %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
    expect(calendarDateSchema().safeParse(value).success).toBe(expected);
    expect(toCalendarDate(value) !== null).toBe(expected);
    expect(parseDueDate(value) !== null).toBe(expected);
  });

  it("says « Date invalide. » once, whatever is wrong", () => {
    for (const value of ["0000-01-01", "2027-13-01", "demain"]) {
      const parsed = calendarDateSchema().safeParse(value);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(["Date invalide."]);
    }
  });

  it.each([
    ["0000-01-01T10:00:00Z", false],
    ["1899-12-31T12:00:00Z", false],
    ["2201-01-01T10:00:00+01:00", false],
    ["2027-06-12T09:00:00+02:00", true],
  ])("due instant %s → %s", (value, expected) => {
    expect(parseDueDate(value) !== null).toBe(expected);
  });

  it.each([
    ["2027", true],
    ["2027-SUMMER", true],
    ["0000-01", false],
    ["1899", false],
    ["2201-06", false],
  ])("approximate date %s → %s", (value, expected) => {
    expect(isApproximateDate(value)).toBe(expected);
  });
});
