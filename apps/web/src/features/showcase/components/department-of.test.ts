import { describe, expect, it } from "vitest";
import { departmentOf } from "./department-of.ts";

describe("departmentOf", () => {
  it.each([
    ["75002", "75"],
    ["01000", "01"],
    ["33000", "33"],
    ["97400", "974"],
    ["98800", "988"],
    ["20000", "2A"],
    ["20200", "2B"],
    [" 69001 ", "69"],
  ])("%s is in %s", (postalCode, department) => {
    expect(departmentOf(postalCode)).toBe(department);
  });

  it.each(["", "7500", "750021", "75O02", "00100"])("%s gives nothing", (postalCode) => {
    expect(departmentOf(postalCode)).toBeNull();
  });
});
