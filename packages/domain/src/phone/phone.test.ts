import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, isValidPhone } from "./phone.ts";

describe("formatPhone", () => {
  it.each([
    ["0612345678", "33", "06 12 34 56 78"],
    ["06.12.34.56.78", "33", "06 12 34 56 78"],
    ["+33612345678", "33", "06 12 34 56 78"],
    ["612345678", "33", "06 12 34 56 78"],
    ["0033 1 42 68 53 00", "33", "01 42 68 53 00"],
    ["07911123456", "44", "07911 123456"],
    ["+447911123456", "44", "07911 123456"],
    ["2015550123", "1", "+1 201 555 0123"],
    ["", "33", ""],
    ["12", "33", "12"],
  ])("%s with code %s → %s", (input, code, expected) => {
    expect(formatPhone(input, code)).toBe(expected);
  });

  it("groups every French 10-digit number in five pairs", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[1-9]\d{8}$/), (digits) => {
        const shown = formatPhone(digits, "33");
        expect(shown.split(" ")).toHaveLength(5);
        expect(shown.replace(/ /g, "")).toBe(digits);
      }),
    );
  });
});

describe("isValidPhone", () => {
  it.each([
    ["06 12 34 56 78", "33", true],
    ["01 42 68 53 00", "33", true],
    ["12", "33", false],
    ["07911 123456", "44", true],
    ["0612345678", "9999", false],
  ])("%s (+%s) → %s", (phone, code, valid) => {
    expect(isValidPhone(phone, code)).toBe(valid);
  });
});
