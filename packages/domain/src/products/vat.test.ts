import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eurosToCents, quantityToMilli } from "./money.ts";
import {
  effectiveVatCode,
  mulDivRound,
  priceExcludingTaxCents,
  priceIncludingTaxCents,
  type VatCode,
  vatAmountCents,
  vatCodes,
  vatMultipliers,
  vatRatePermille,
} from "./vat.ts";

describe("VAT codes", () => {
  it("are the spec's five, with its multipliers", () => {
    expect(vatCodes).toEqual(["TAX_0", "TAX_20", "TAX_10", "TAX_5_5", "TAX_2_1"]);
    for (const code of vatCodes) expect(Number(vatMultipliers[code])).toBe(1 + vatRatePermille[code] / 1000);
    expect(vatMultipliers).toEqual({ TAX_0: "1", TAX_20: "1.2", TAX_10: "1.1", TAX_5_5: "1.055", TAX_2_1: "1.021" });
  });

  it.each<[number, VatCode, number]>([
    [10000, "TAX_20", 12000],
    [10000, "TAX_5_5", 10550],
    [10000, "TAX_2_1", 10210],
    [10000, "TAX_0", 10000],
    [1, "TAX_20", 1], // 0.2 cent of VAT rounds to nothing
    [3, "TAX_20", 4], // 0.6 cent rounds up
    [10, "TAX_5_5", 11], // 0.55 cent rounds half up
    [1999, "TAX_10", 2199], // 19.99 € → 21.989 → 21.99 €
    [4545, "TAX_5_5", 4795], // 45.45 € × 1.055 = 47.94975 → 47.95 €
    [999_999_999, "TAX_20", 1_199_999_999],
    [3333, "TAX_2_1", 3403], // 33.33 × 1.021 = 34.02993
  ])("%i cents at %s → %i cents including tax", (ht, code, ttc) => {
    expect(priceIncludingTaxCents(ht, code)).toBe(ttc);
  });

  it("computes exactly where floating point drifts", () => {
    // In binary floating point 0.1 + 0.2 is 0.30000000000000004 and 1.15 × 1.2 is 1.3799999999999999.
    expect(priceIncludingTaxCents(eurosToCents(0.1 + 0.2) as number, "TAX_20")).toBe(36);
    expect(priceIncludingTaxCents(115, "TAX_20")).toBe(138);
    expect(Math.round(1.15 * 1.2 * 100)).toBe(138);
    // 0.55 cent of VAT is rounded half up, where 10 × 1.055 = 10.549999999999999 in floating point.
    expect(10 * 1.055).toBeLessThan(10.55);
    expect(priceIncludingTaxCents(10, "TAX_5_5")).toBe(11);
  });

  it("agrees with exact rational arithmetic for every price and rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.constantFrom(...vatCodes), (ht, code) => {
        const exactTimes1000 = BigInt(ht) * BigInt(1000 + vatRatePermille[code]);
        const ttc = BigInt(priceIncludingTaxCents(ht, code));
        // |ttc × 1000 − exact| ≤ 500, and exactly half rounds up.
        const gap = ttc * 1000n - exactTimes1000;
        return gap > -500n && gap <= 500n;
      }),
    );
  });

  it("finds back a price excluding tax from the one including tax", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom(...vatCodes), (ht, code) => {
        const ttc = priceIncludingTaxCents(ht, code);
        const back = priceExcludingTaxCents(ttc, code);
        return priceIncludingTaxCents(back, code) === ttc && back <= ht;
      }),
    );
    expect(priceExcludingTaxCents(12000, "TAX_20")).toBe(10000);
    expect(priceExcludingTaxCents(1000, "TAX_5_5")).toBe(948); // 9.48 × 1.055 = 10.0014 → 10.00
  });

  it("gives disbursements no VAT", () => {
    expect(effectiveVatCode("DEBOUR", "TAX_20")).toBe("TAX_0");
    expect(effectiveVatCode("BNC", "TAX_10")).toBe("TAX_10");
    expect(vatAmountCents(12345, "TAX_0")).toBe(0);
  });

  it("rounds half up in integers", () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(-5, 1, 10)).toBe(-1);
  });
});

describe("money", () => {
  it.each<[number, number | null]>([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1.005, null],
    [Number.NaN, null],
  ])("%d € → %j cents", (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it("keeps quantities to 3 decimals", () => {
    expect(quantityToMilli(1.5)).toBe(1500);
    expect(quantityToMilli(0.001)).toBe(1);
    expect(quantityToMilli(0.0005)).toBeNull();
  });
});
