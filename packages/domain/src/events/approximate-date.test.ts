import { describe, expect, it } from "vitest";
import { approximateDateRange, formatApproximateDate, isApproximateDate } from "./approximate-date.ts";

describe("approximate dates", () => {
  it.each([
    ["2027", true],
    ["2027-06", true],
    ["2027-SUMMER", true],
    ["2027-13", false],
    ["2027-00", false],
    ["2027-06-12", false],
    ["27", false],
    ["1800", false],
    ["2027-summer", false],
    ["juin 2027", false],
  ])("%s is valid: %s", (value, valid) => {
    expect(isApproximateDate(value)).toBe(valid);
  });

  it.each([
    ["2027", "2027-01-01", "2027-12-31", "2027"],
    ["2028-02", "2028-02-01", "2028-02-29", "février 2028"],
    ["2027-02", "2027-02-01", "2027-02-28", "février 2027"],
    ["2027-SPRING", "2027-03-01", "2027-05-31", "printemps 2027"],
    ["2027-SUMMER", "2027-06-01", "2027-08-31", "été 2027"],
    ["2027-AUTUMN", "2027-09-01", "2027-11-30", "automne 2027"],
    ["2027-WINTER", "2027-12-01", "2028-02-29", "hiver 2027"],
  ])("%s covers %s to %s and reads %s", (value, start, end, label) => {
    expect(approximateDateRange(value)).toEqual({ start, end });
    expect(formatApproximateDate(value)).toBe(label);
  });

  it("has no range for a malformed value", () => {
    expect(approximateDateRange("bientôt")).toBeNull();
  });
});
