import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatInstantDate } from "./format-calendar-date.ts";

describe("formatCalendarDate", () => {
  it("reads a calendar date in French with its weekday, whatever the time zone", () => {
    expect(formatCalendarDate("2027-06-12")).toBe("samedi 12 juin 2027");
    expect(formatCalendarDate("2027-01-01")).toBe("vendredi 1er janvier 2027");
  });

  it("leaves anything else as it is", () => {
    expect(formatCalendarDate("bientôt")).toBe("bientôt");
    expect(formatInstantDate("pas une date")).toBe("pas une date");
  });
});
