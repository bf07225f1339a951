import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundleCycleMessage, createPricing, findBundleCycle, type PricedProduct } from "./bundle.ts";
import { priceIncludingTaxCents, vatCodes } from "./vat.ts";

const simple = (
  productId: string,
  priceCents: number,
  tax: PricedProduct["tax"],
  productType: PricedProduct["productType"] = "BNC",
) => ({ productId, name: productId, productType, tax, priceCents, childIds: [] }) satisfies PricedProduct;
const bundle = (productId: string, childIds: [string, number][]) =>
  ({
    productId,
    name: productId,
    productType: "BNC",
    tax: "TAX_20",
    priceCents: null,
    childIds: childIds.map(([id, quantityMilli]) => ({ id, quantityMilli })),
  }) satisfies PricedProduct;

describe("bundle pricing", () => {
  const catalogue = [
    simple("repas", 8500, "TAX_10"),
    simple("champagne", 4000, "TAX_20"),
    simple("salle", 150000, "TAX_20"),
    simple("transport", 12000, "TAX_20", "DEBOUR"),
    bundle("forfait", [
      ["repas", 100_000], // 100 couverts
      ["champagne", 20_000],
      ["salle", 1000],
    ]),
    bundle("forfait-plus", [
      ["forfait", 1000],
      ["transport", 1000],
    ]),
  ];
  const pricing = createPricing(catalogue);

  it("prices a simple product with its rate, a disbursement without VAT", () => {
    expect(pricing.priceOf("repas")).toMatchObject({ htCents: 8500, taxCents: 850, ttcCents: 9350, tax: "TAX_10" });
    expect(pricing.priceOf("transport")).toMatchObject({ htCents: 12000, taxCents: 0, ttcCents: 12000, tax: "TAX_0" });
  });

  it("keeps each line's rate in a venue package mixing catering at 10 % and alcohol at 20 %", () => {
    const p = pricing.priceOf("forfait");
    expect(p.tax).toBeNull();
    expect(p.taxLines).toEqual([
      { tax: "TAX_20", baseCents: 80000 + 150000, amountCents: 46000 },
      { tax: "TAX_10", baseCents: 850000, amountCents: 85000 },
    ]);
    expect(p).toMatchObject({ htCents: 1_080_000, taxCents: 131_000, ttcCents: 1_211_000 });
  });

  it("nests bundles, keeping their lines' rates", () => {
    const p = pricing.priceOf("forfait-plus");
    expect(p.taxLines.map((l) => l.tax)).toEqual(["TAX_0", "TAX_20", "TAX_10"]);
    expect(p.htCents).toBe(1_080_000 + 12000);
    expect(p.ttcCents).toBe(1_211_000 + 12000);
  });

  it("explains the lines of a bundle being composed", () => {
    const c = pricing.compose([
      { id: "champagne", quantityMilli: 1500 },
      { id: "forfait", quantityMilli: 1000 },
    ]);
    expect(c.lines[0]).toMatchObject({ name: "champagne", unitHtCents: 4000, htCents: 6000, tax: "TAX_20", ttcCents: 7200 });
    expect(c.lines[1]).toMatchObject({ name: "forfait", tax: null, htCents: 1_080_000 });
    expect(c.htCents).toBe(1_086_000);
  });

  it("is the sum of its lines' bases, and its VAT that of each rate's base", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(...vatCodes), fc.integer({ min: 1, max: 100_000 })),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        (lines) => {
          const products = lines.map(([price, tax], i) => simple(`p${i}`, price, tax));
          const pr = createPricing(products);
          const c = pr.compose(lines.map(([, , q], i) => ({ id: `p${i}`, quantityMilli: q })));
          const sumLines = c.lines.reduce((s, l) => s + l.htCents, 0);
          const sumTax = c.taxLines.reduce((s, l) => s + priceIncludingTaxCents(l.baseCents, l.tax) - l.baseCents, 0);
          return c.htCents === sumLines && c.taxCents === sumTax && c.ttcCents === c.htCents + c.taxCents;
        },
      ),
    );
  });
});

describe("bundle cycles", () => {
  const graph: Record<string, string[]> = { A: ["B"], B: ["C"], C: [], D: ["A"] };
  const of = (id: string) => graph[id];

  it.each<[string, string[], string[] | null]>([
    ["A", ["A"], ["A", "A"]],
    ["C", ["A"], ["C", "A", "B", "C"]],
    ["C", ["D"], ["C", "D", "A", "B", "C"]],
    ["A", ["C"], null],
    ["E", ["A", "D"], null],
  ])("%s containing %j → %j", (bundleId, childIds, cycle) => {
    expect(findBundleCycle(bundleId, childIds, of)).toEqual(cycle);
  });

  it("names the loop in French", () => {
    expect(bundleCycleMessage(["C", "A", "B", "C"], (id) => `Lot ${id}`)).toBe(
      "Ce lot formerait une boucle : Lot C → Lot A → Lot B → Lot C.",
    );
    expect(bundleCycleMessage(["A", "A"], (id) => id)).toBe("Un lot ne peut pas se contenir lui-même.");
  });
});
