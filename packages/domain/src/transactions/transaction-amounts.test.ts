import { describe, expect, it } from "vitest";
import { allocationTtc, formatSignedEurosFr, paymentTaxShare, splitIncludingTax } from "./transaction-amounts.ts";

describe("transaction amounts", () => {
  it.each([
    [12000, "TAX_20", 10000, 2000],
    [-12000, "TAX_20", -10000, -2000],
    [1055, "TAX_5_5", 1000, 55],
    [999, "TAX_10", 908, 91],
  ] as const)("splits %i cents TTC at %s into HT and VAT that add up", (ttc, rate, ht, vat) => {
    const split = splitIncludingTax(ttc, rate);
    expect(split).toEqual({ amount: ht, totalTaxDetails: [{ taxType: rate, taxAmount: vat }] });
    expect(allocationTtc(split)).toBe(ttc);
  });

  it("has no VAT line at 0 %", () => {
    expect(splitIncludingTax(5000, "TAX_0")).toEqual({ amount: 5000, totalTaxDetails: [] });
  });

  it("gives a payment its share of the document's VAT per rate, the shares adding up", () => {
    // 1 000 € HT at 20 % and 100 € HT at 10 %: 1 310 € TTC; a 30 % deposit-like payment of 393 €.
    const share = paymentTaxShare(39300, 131000, [
      { taxType: "TAX_20", taxAmount: 20000 },
      { taxType: "TAX_10", taxAmount: 1000 },
    ]);
    expect(share).toEqual([
      { taxType: "TAX_20", taxAmount: 6000 },
      { taxType: "TAX_10", taxAmount: 300 },
    ]);
    expect(paymentTaxShare(131000, 131000, [{ taxType: "TAX_20", taxAmount: 21833 }])).toEqual([
      { taxType: "TAX_20", taxAmount: 21833 },
    ]);
  });

  it("writes signed amounts the French way", () => {
    expect(formatSignedEurosFr(123456).replace(/\s/g, " ")).toBe("1 234,56 €");
    expect(formatSignedEurosFr(-4500).replace(/\s/g, " ")).toBe("−45,00 €");
  });
});
