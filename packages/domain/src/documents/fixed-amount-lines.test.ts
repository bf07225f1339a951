import { describe, expect, it } from "vitest";
import type { TaxBreakdown } from "./document-totals.ts";
import { fixedAmountLines } from "./fixed-amount-lines.ts";

const summary = (breakdown: TaxBreakdown) =>
  fixedAmountLines(breakdown, "Acompte").map((l) => [
    l.position,
    l.name,
    l.productType,
    l.tax,
    l.unitBases[0]?.group,
    l.unitPriceCents,
  ]);

describe("the lines of a document of an amount", () => {
  it.each<[string, TaxBreakdown, unknown[][]]>([
    [
      "one line per rate, then the disbursements",
      {
        taxDetails: [
          { taxType: "TAX_20", baseCents: 55_575, taxAmountCents: 11_115 },
          { taxType: "TAX_10", baseCents: 83_250, taxAmountCents: 8325 },
        ],
        disbursementsCents: 1365,
      },
      [
        [0, "Acompte (TVA 20 %)", "BNC", "TAX_20", "TAX_20", 55_575],
        [1, "Acompte (TVA 10 %)", "BNC", "TAX_10", "TAX_10", 83_250],
        [2, "Acompte (débours)", "DEBOUR", "TAX_0", "DEBOUR", 1365],
      ],
    ],
    [
      "a rate with neither base nor VAT left out, the positions following on",
      {
        taxDetails: [
          { taxType: "TAX_20", baseCents: 0, taxAmountCents: 0 },
          { taxType: "TAX_5_5", baseCents: 10_000, taxAmountCents: 550 },
        ],
        disbursementsCents: 0,
      },
      [[0, "Acompte (TVA 5,5 %)", "BNC", "TAX_5_5", "TAX_5_5", 10_000]],
    ],
    [
      "a rate kept for its VAT alone (a base rounded to nothing)",
      { taxDetails: [{ taxType: "TAX_20", baseCents: 0, taxAmountCents: 1 }], disbursementsCents: 0 },
      [[0, "Acompte (TVA 20 %)", "BNC", "TAX_20", "TAX_20", 0]],
    ],
    [
      "disbursements only",
      { taxDetails: [], disbursementsCents: 4550 },
      [[0, "Acompte (débours)", "DEBOUR", "TAX_0", "DEBOUR", 4550]],
    ],
    ["nothing at all", { taxDetails: [], disbursementsCents: 0 }, []],
  ])("%s", (_case, breakdown, expected) => {
    expect(summary(breakdown)).toEqual(expected);
  });

  it("stores one unit at the base, with no product and no discount", () => {
    const [line] = fixedAmountLines(
      { taxDetails: [{ taxType: "TAX_10", baseCents: 12_345, taxAmountCents: 1235 }], disbursementsCents: 0 },
      "Avoir",
    );
    expect(line).toEqual({
      position: 0,
      productId: null,
      name: "Avoir (TVA 10 %)",
      ref: null,
      description: null,
      productType: "BNC",
      unitType: "PIECE",
      tax: "TAX_10",
      unitPriceCents: 12_345,
      unitBases: [{ group: "TAX_10", unitCents: 12_345 }],
      quantity: 1000,
      discountType: "PERCENTAGE",
      discountValue: 0,
      revenueCents: 12_345,
    });
  });
});
