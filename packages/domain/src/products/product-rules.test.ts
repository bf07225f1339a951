import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareProducts, copyName, matchesProductSearch, type SortableProduct, sortProducts } from "./product-rules.ts";
import { productSortFields } from "./product-schemas.ts";

const p = (name: string, fields: Partial<SortableProduct> = {}): SortableProduct => ({
  name,
  ref: null,
  price: 10,
  priceTTC: 12,
  unitSold: 0,
  revenue: 0,
  ...fields,
});

const names = (list: SortableProduct[]) => list.map((x) => x.name);

describe("product sorting", () => {
  const catalogue = [
    p("Menu enfant", { ref: "M-2", price: 25, priceTTC: 27.5, unitSold: 40, revenue: 1000 }),
    p("Champagne", { ref: "B-10", price: 40, priceTTC: 48, unitSold: 120, revenue: 4800 }),
    p("Éclairage", { ref: "A-1", price: 300, priceTTC: 360, unitSold: 3, revenue: 900 }),
    p("apéritif", { ref: null, price: 40, priceTTC: 42.2, unitSold: 120, revenue: 4800 }),
    p("Transport", { ref: "B-9", price: 80, priceTTC: 80, unitSold: 0, revenue: 0 }),
  ];

  it.each<[(typeof productSortFields)[number], "asc" | "desc", string[]]>([
    ["unitSold", "desc", ["apéritif", "Champagne", "Menu enfant", "Éclairage", "Transport"]],
    ["name", "asc", ["apéritif", "Champagne", "Éclairage", "Menu enfant", "Transport"]],
    ["name", "desc", ["Transport", "Menu enfant", "Éclairage", "Champagne", "apéritif"]],
    ["ref", "asc", ["Éclairage", "Transport", "Champagne", "Menu enfant", "apéritif"]],
    ["ref", "desc", ["Menu enfant", "Champagne", "Transport", "Éclairage", "apéritif"]],
    ["price", "asc", ["Menu enfant", "apéritif", "Champagne", "Transport", "Éclairage"]],
    ["priceTTC", "desc", ["Éclairage", "Transport", "Champagne", "apéritif", "Menu enfant"]],
    ["tax", "asc", ["Transport", "apéritif", "Menu enfant", "Champagne", "Éclairage"]],
    ["tax", "desc", ["Champagne", "Éclairage", "Menu enfant", "apéritif", "Transport"]],
    ["revenue", "desc", ["apéritif", "Champagne", "Menu enfant", "Éclairage", "Transport"]],
  ])("%s %s", (field, order, expected) => {
    expect(names(sortProducts(catalogue, field, order))).toEqual(expected);
  });

  it("breaks ties by name, then units sold descending", () => {
    const twins = [p("Menu", { unitSold: 1 }), p("Menu", { unitSold: 9 }), p("Apéro", { unitSold: 5 })];
    expect(sortProducts(twins, "price", "asc").map((x) => `${x.name}:${x.unitSold}`)).toEqual(["Apéro:5", "Menu:9", "Menu:1"]);
    expect(sortProducts(twins, "price", "desc").map((x) => `${x.name}:${x.unitSold}`)).toEqual(["Apéro:5", "Menu:9", "Menu:1"]);
  });

  it("is a total order: reversing the direction reverses the list except ties", () => {
    const arb = fc.array(
      fc.record({
        name: fc.constantFrom("a", "b", "c"),
        ref: fc.constantFrom(null, "r1", "r2"),
        price: fc.integer({ min: 1, max: 500 }).map((c) => c / 100),
        priceTTC: fc.integer({ min: 1, max: 800 }).map((c) => c / 100),
        unitSold: fc.integer({ min: 0, max: 5 }),
        revenue: fc.integer({ min: 0, max: 5 }),
      }),
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(...productSortFields), (list, field) => {
        const cmp = compareProducts(field, "asc");
        const sorted = sortProducts(list, field, "asc");
        return sorted.every((x, i) => i === 0 || cmp(sorted[i - 1] as SortableProduct, x) <= 0);
      }),
    );
  });
});

describe("duplicate and search", () => {
  it("suffixes the copy with (Copie) within 200 characters", () => {
    expect(copyName("Menu Prestige")).toBe("Menu Prestige (Copie)");
    expect(copyName("x".repeat(200))).toHaveLength(200);
    expect(copyName("x".repeat(200)).endsWith(" (Copie)")).toBe(true);
  });

  it.each([
    ["eclairage", true],
    ["ÉCLAIRAGE led", true],
    ["A-1", true],
    ["guirlande", true],
    ["sono", false],
    ["", true],
  ])("search %j → %s", (term, found) => {
    expect(matchesProductSearch(p("Éclairage LED", { ref: "A-1", description: "Guirlandes et bougies" }), term)).toBe(found);
  });
});
