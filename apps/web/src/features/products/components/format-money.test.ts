import { describe, expect, it } from "vitest";
import { amountText, formatEuros } from "../../../lib/format-money.ts";

describe("amounts always show their two decimals", () => {
  it.each([
    [35.2, "fr", "35,20"],
    [35, "fr", "35,00"],
    [1250.5, "fr", "1250,50"],
    [0.1, "fr", "0,10"],
    [35.2, "en", "35.20"],
  ])("amountText(%s, %s) = %s", (value, language, expected) => {
    expect(amountText(value, language)).toBe(expected);
  });

  it("formatEuros writes 35,20 €", () => {
    expect(formatEuros(35.2, "fr").replace(/\s/g, " ")).toBe("35,20 €");
  });
});
