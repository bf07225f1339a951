import { describe, expect, it } from "vitest";
import { numericOf, thousandthsOf } from "./thousandths.ts";

describe("numeric(12, 3) ↔ thousandths", () => {
  it.each([
    ["1.500", 1500],
    ["0.001", 1],
    ["12", 12000],
    ["-1.500", -1500],
    ["-0.250", -250],
    ["999999999.999", 999999999999],
  ])("%s is %i thousandths", (text, milli) => {
    expect(thousandthsOf(text)).toBe(milli);
  });

  it.each([
    [1500, "1.500"],
    [1, "0.001"],
    [0, "0.000"],
    [-1500, "-1.500"],
    [-250, "-0.250"],
  ])("%i thousandths is %s", (milli, text) => {
    expect(numericOf(milli)).toBe(text);
  });

  it("goes there and back for every quantity of a few units", () => {
    for (let milli = -5000; milli <= 5000; milli += 7) expect(thousandthsOf(numericOf(milli))).toBe(milli);
  });
});
