import { describe, expect, it } from "vitest";
import { addMonths, monthRange, monthWeeks, parseMonth, shiftDate, todayInParis } from "./month-calendar.ts";

describe("month calendar", () => {
  it("starts weeks on Monday", () => {
    // 1 June 2026 is a Monday, 1 February 2026 a Sunday.
    expect(monthWeeks({ year: 2026, month: 6 })[0]?.[0]).toBe("2026-06-01");
    const february = monthWeeks({ year: 2026, month: 2 });
    expect(february[0]).toEqual([null, null, null, null, null, null, "2026-02-01"]);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
    expect(february.every((week) => week.length === 7)).toBe(true);
  });

  it("gives the month's range, leap years included", () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
  });

  it("moves across years", () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDate("2026-03-01", -7)).toBe("2026-02-22");
  });

  it("reads a month from the address and refuses nonsense", () => {
    expect(parseMonth("2026-06")).toEqual({ year: 2026, month: 6 });
    expect(parseMonth("2026-13")).toBeNull();
    expect(parseMonth("juin")).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it("takes today in Paris", () => {
    expect(todayInParis(new Date("2026-06-19T22:30:00Z"))).toBe("2026-06-20");
  });
});
