import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPricing } from "../products/bundle.ts";
import { type VatCode, vatAmountCents, vatCodes } from "../products/vat.ts";
import { allocateProportionally, formatEurosFr } from "./allocation.ts";
import {
  AmountTooLargeError,
  bundleLine,
  type Discount,
  type DocumentLine,
  documentTotals,
  lineTotals,
  percentToHundredths,
  productLine,
  type TaxGroup,
  totalsOf,
} from "./document-totals.ts";

const pct = (h: number): Discount => ({ discountType: "PERCENTAGE", discountValue: h });
const fixed = (cents: number): Discount => ({ discountType: "FIXED", discountValue: cents });
const line = (group: TaxGroup, unitCents: number, quantityMilli: number, discount?: Discount): DocumentLine => ({
  quantityMilli,
  unitBases: [{ group, unitCents }],
  ...(discount ? { discount } : {}),
});

/** The caterer's wedding: 120 menus at 10 %, 60 bottles at 20 %, a disbursement, 5 % off. */
const weddingLines: DocumentLine[] = [
  productLine({ productType: "BNC", tax: "TAX_10", priceCents: 8500 }, 120_000),
  productLine({ productType: "BIC_1", tax: "TAX_20", priceCents: 3250 }, 60_000),
  productLine({ productType: "DEBOUR", tax: "TAX_20", priceCents: 4530 }, 1000),
];

describe("line amounts (part 2 §9: price × quantity − line discount)", () => {
  it.each<[string, DocumentLine, [number, number, number]]>([
    ["no discount", line("TAX_20", 1999, 3000), [5997, 0, 5997]],
    ["10 % off, rounded half up", line("TAX_20", 1999, 3000, pct(1000)), [5997, 600, 5397]],
    ["12,5 % off", line("TAX_10", 10000, 1000, pct(1250)), [10000, 1250, 8750]],
    ["fixed 15 € off", line("TAX_10", 4500, 2500, fixed(1500)), [11250, 1500, 9750]],
    ["decimal quantity 2,5 h × 45 €", line("TAX_20", 4500, 2500), [11250, 0, 11250]],
    ["0,333 × 0,10 € rounds to 3 cents", line("TAX_20", 10, 333), [3, 0, 3]],
    ["a fixed discount never exceeds the line", line("TAX_20", 1000, 1000, fixed(5000)), [1000, 1000, 0]],
    ["100 % off", line("TAX_5_5", 1234, 1000, pct(10000)), [1234, 1234, 0]],
  ])("%s", (_, l, [gross, discount, net]) => {
    const t = lineTotals(l);
    expect([t.grossCents, t.discountCents, t.netCents]).toEqual([gross, discount, net]);
  });

  it("expands a bundle keeping each child's rate, and spreads its discount over them", () => {
    const pricing = createPricing([
      { productId: "menu", name: "Menu", productType: "BNC", tax: "TAX_10", priceCents: 5000, childIds: [] },
      { productId: "vin", name: "Vin", productType: "BIC_1", tax: "TAX_20", priceCents: 2000, childIds: [] },
      {
        productId: "pack",
        name: "Formule",
        productType: "BNC",
        tax: "TAX_20",
        priceCents: null,
        childIds: [
          { id: "menu", quantityMilli: 1000 },
          { id: "vin", quantityMilli: 1000 },
        ],
      },
    ]);
    const t = documentTotals([bundleLine(pricing.priceOf("pack"), 2000, pct(1000))]);
    expect(t.lines[0]?.parts).toEqual([
      { group: "TAX_20", grossCents: 4000, discountCents: 400, netCents: 3600 },
      { group: "TAX_10", grossCents: 10000, discountCents: 1000, netCents: 9000 },
    ]);
    expect(t.taxDetails).toEqual([
      { taxType: "TAX_20", baseCents: 3600, taxAmountCents: 720 },
      { taxType: "TAX_10", baseCents: 9000, taxAmountCents: 900 },
    ]);
  });

  it("reads percentages with at most 2 decimals", () => {
    expect(percentToHundredths(12.5)).toBe(1250);
    expect(percentToHundredths(33.33)).toBe(3333);
    expect(percentToHundredths(0.1 + 0.2)).toBe(30);
    expect(percentToHundredths(1.005)).toBeNull();
  });
});

describe("document totals", () => {
  it("spreads the global discount over the rates, keeps disbursements out of VAT, and totals to the cent", () => {
    const t = documentTotals(weddingLines, pct(500));
    expect(t.linesNetCents).toBe(1_219_530);
    expect(t.globalDiscountCents).toBe(60_750);
    expect(t.taxDetails).toEqual([
      { taxType: "TAX_20", baseCents: 185_250, taxAmountCents: 37_050 },
      { taxType: "TAX_10", baseCents: 969_000, taxAmountCents: 96_900 },
    ]);
    expect(t.disbursementsCents).toBe(4530);
    expect([t.totalExcludingTaxCents, t.totalTaxCents, t.totalIncludingTaxCents]).toEqual([1_158_780, 133_950, 1_292_730]);
    expect(formatEurosFr(t.totalIncludingTaxCents)).toBe("12 927,30 €");
  });

  it("computes the VAT once per rate on the rate's total, not line by line", () => {
    // Three lines of 0,10 € at 5,5 %: 0,55 cent each would round to 3 cents line by line; the rate's
    // base of 0,30 € gives 1,65 cent → 2 cents.
    const t = documentTotals([line("TAX_5_5", 10, 1000), line("TAX_5_5", 10, 1000), line("TAX_5_5", 10, 1000)]);
    expect(t.taxDetails).toEqual([{ taxType: "TAX_5_5", baseCents: 30, taxAmountCents: 2 }]);
  });

  it("caps a fixed global discount at the taxable lines and spreads it without losing a cent", () => {
    const lines = [line("TAX_20", 100, 1000), line("TAX_10", 100, 1000), line("TAX_5_5", 100, 1000)];
    const t = documentTotals(lines, fixed(100));
    expect(t.taxDetails.map((d) => d.baseCents)).toEqual([66, 67, 67]);
    expect(documentTotals(lines, fixed(99_999)).totalExcludingTaxCents).toBe(0);
  });

  it("keeps a 0 % rate in the VAT table (it is not a disbursement)", () => {
    const t = documentTotals([line("TAX_0", 5000, 1000)], pct(1000));
    expect(t.taxDetails).toEqual([{ taxType: "TAX_0", baseCents: 4500, taxAmountCents: 0 }]);
  });

  it("subtracts the linked documents rate by rate (a final invoice deducts its deposits)", () => {
    const t = documentTotals(weddingLines, pct(500), [
      {
        taxDetails: [
          { taxType: "TAX_20", baseCents: 55_575, taxAmountCents: 11_115 },
          { taxType: "TAX_10", baseCents: 290_700, taxAmountCents: 29_070 },
        ],
        disbursementsCents: 1359,
      },
    ]);
    expect(t.deducted.totalIncludingTaxCents).toBe(387_819);
    expect(t.due.taxDetails).toEqual([
      { taxType: "TAX_20", baseCents: 129_675, taxAmountCents: 25_935 },
      { taxType: "TAX_10", baseCents: 678_300, taxAmountCents: 67_830 },
    ]);
    expect(t.due.disbursementsCents).toBe(3171);
    expect(t.due.totalIncludingTaxCents).toBe(904_911);
  });

  it("answers zero for an empty document", () => {
    const t = documentTotals([]);
    expect([t.totalExcludingTaxCents, t.totalTaxCents, t.totalIncludingTaxCents, t.taxDetails.length]).toEqual([0, 0, 0, 0]);
  });
});

const groups: TaxGroup[] = [...vatCodes, "DEBOUR"];
const discountArb = fc.oneof(fc.integer({ min: 0, max: 10_000 }).map(pct), fc.integer({ min: 0, max: 2_000_000 }).map(fixed));
const lineArb = fc.record({
  quantityMilli: fc.integer({ min: 1, max: 100_000_000 }),
  unitBases: fc.array(fc.record({ group: fc.constantFrom(...groups), unitCents: fc.integer({ min: 0, max: 999_999_999 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  discount: discountArb,
});

describe("tax engine properties", () => {
  it("HT + TVA = TTC to the cent; the VAT table sums to the totals; each rate's VAT is its base's", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), discountArb, (lines, global) => {
        const t = documentTotals(lines, global);
        expect(t.totalExcludingTaxCents + t.totalTaxCents).toBe(t.totalIncludingTaxCents);
        expect(t.taxDetails.reduce((s, d) => s + d.taxAmountCents, 0)).toBe(t.totalTaxCents);
        expect(t.taxDetails.reduce((s, d) => s + d.baseCents, 0) + t.disbursementsCents).toBe(t.totalExcludingTaxCents);
        for (const d of t.taxDetails) {
          expect(d.baseCents).toBeGreaterThanOrEqual(0);
          expect(d.taxAmountCents).toBe(vatAmountCents(d.baseCents, d.taxType as VatCode));
        }
        expect(totalsOf(t)).toEqual({
          totalExcludingTaxCents: t.totalExcludingTaxCents,
          totalTaxCents: t.totalTaxCents,
          totalIncludingTaxCents: t.totalIncludingTaxCents,
        });
      }),
    );
  });

  it("spreading a discount never creates nor loses a cent", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), discountArb, (lines, global) => {
        const t = documentTotals(lines, global);
        for (const l of t.lines) expect(l.parts.reduce((s, p) => s + p.discountCents, 0)).toBe(l.discountCents);
        const bases = t.taxDetails.reduce((s, d) => s + d.baseCents, 0);
        expect(bases + t.disbursementsCents + t.globalDiscountCents).toBe(t.linesNetCents);
      }),
    );
  });

  it("allocates proportionally, each part within a cent of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 6 }).filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateProportionally(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0);
          parts.forEach((p, i) => {
            const exact = (total * (weights[i] as number)) / sum;
            expect(Math.abs(p - exact)).toBeLessThan(1.000001);
          });
        },
      ),
    );
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });
});

describe("amounts past 2^53 cents", () => {
  const line = (unitCents: number, quantityMilli: number) =>
    productLine({ productType: "BIC_1", tax: "TAX_20", priceCents: unitCents }, quantityMilli);
  it.each([
    { label: "one line of 10^16 cents", lines: [line(1e13, 1_000_000)] },
    { label: "200 lines of 10^14 cents", lines: Array.from({ length: 200 }, () => line(999_999_999, 100_000_000)) },
    { label: "a unit price past 2^53", lines: [line(2 ** 53 + 2, 1000)] },
    { label: "VAT taking a base just under 2^53 past it", lines: [line(8_000_000_000_000_000, 1000)] },
  ])("$label: refused with « Montant trop élevé. »", ({ lines }) => {
    expect(() => documentTotals(lines)).toThrow(AmountTooLargeError);
    expect(() => documentTotals(lines)).toThrow("Montant trop élevé.");
  });

  it("computes the largest countable document exactly", () => {
    const totals = documentTotals([line(999_999_999, 100_000_000)]);
    expect(totals.totalExcludingTaxCents).toBe(99_999_999_900_000);
    expect(totals.totalIncludingTaxCents).toBe(119_999_999_880_000);
  });
});
