import { describe, expect, it } from "vitest";
import { fiscalYearOf, fiscalYearTooLong } from "./fiscal-years.ts";

describe("fiscal years", () => {
  const first = { start: "2025-07-01", end: "2026-12-31" };
  it.each([
    ["2025-06-30", null],
    ["2025-07-01", first],
    ["2026-12-31", first],
    ["2027-01-01", { start: "2027-01-01", end: "2027-12-31" }],
    ["2029-05-10", { start: "2029-01-01", end: "2029-12-31" }],
  ])("puts %s in its fiscal year", (date, expected) => {
    expect(fiscalYearOf(date, first)).toEqual(expected);
  });
  it("follows a year closing on 30 June", () => {
    expect(fiscalYearOf("2027-03-01", { start: "2025-07-01", end: "2026-06-30" })).toEqual({
      start: "2026-07-01",
      end: "2027-06-30",
    });
  });
  it("refuses a first year over 24 months", () => {
    expect(fiscalYearTooLong({ start: "2025-01-01", end: "2026-12-31" })).toBe(false);
    expect(fiscalYearTooLong({ start: "2025-01-01", end: "2027-01-01" })).toBe(true);
  });
});
