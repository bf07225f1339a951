import { describe, expect, it } from "vitest";
import { productConfigUpdateSchema, productInputSchema, productListQuerySchema } from "./product-schemas.ts";

const messagesOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const vendorId = "6f1c2b9e-3a0d-4c39-9a57-2f1d7e0b8c11";
const childA = "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21";

describe("product input", () => {
  it("applies the spec's defaults: 20 %, BNC, PIECE", () => {
    expect(productInputSchema.parse({ name: " Menu Prestige ", price: 85 })).toEqual({
      name: "Menu Prestige",
      ref: null,
      productType: "BNC",
      unitType: "PIECE",
      description: null,
      tax: "TAX_20",
      category: null,
      image: null,
      childIds: [],
      priceCents: 8500,
    });
  });

  it.each([
    [{ name: "", price: 10 }, ["Le nom du produit est requis."]],
    [{ price: 10 }, ["Le nom du produit est requis."]],
    [{ name: "x" }, ["Le prix du produit est requis."]],
    [{ name: "x", price: 0 }, ["Le prix du produit est requis."]],
    [{ name: "x", price: -3 }, ["Le prix du produit est requis."]],
    [{ name: "x", price: "12" }, ["Le prix du produit est requis."]],
    [{ name: "x", price: 12.345 }, ["Le prix ne peut pas avoir plus de 2 décimales."]],
    [{ name: "x", price: 10_000_000 }, ["Le prix ne peut pas dépasser 9 999 999,99 €."]],
    // Unknown enumeration values fall back to the defaults (part 2 §5): see enum-fallbacks.test.ts.
    [{ name: "x", price: 1, tax: "TAX_19" }, []],
    [{ name: "x", price: 1, unitType: "BARREL" }, []],
    [{ name: "x", price: 1, productType: "BIC_3" }, []],
    [{ name: "", price: 0 }, ["Le nom du produit est requis.", "Le prix du produit est requis."]],
    [{ name: "x", price: 0.01 }, []],
  ])("%j → %j", (product, expected) => {
    expect(messagesOf(productInputSchema.safeParse(product))).toEqual(expected);
  });

  it("gives a disbursement no VAT", () => {
    expect(productInputSchema.parse({ name: "Frais de transport", price: 40, productType: "DEBOUR", tax: "TAX_20" }).tax).toBe(
      "TAX_0",
    );
  });

  it("lets a bundle go without a price of its own and checks its lines", () => {
    const bundle = productInputSchema.parse({ name: "Forfait", childIds: [{ id: childA, quantity: 2 }] });
    expect(bundle.priceCents).toBeNull();
    expect(bundle.childIds).toEqual([{ id: childA, quantity: 2 }]);
    expect(
      messagesOf(
        productInputSchema.safeParse({
          name: "Forfait",
          childIds: [
            { id: childA, quantity: 1 },
            { id: childA, quantity: 0 },
          ],
        }),
      ),
    ).toEqual([
      "La quantité doit être comprise entre 0,001 et 10 000, avec au plus 3 décimales.",
      "Un produit apparaît deux fois dans le lot.",
    ]);
  });
});

describe("list query", () => {
  it.each([
    [{}, { sortBy: "unitSold", sortOrder: "desc" }],
    [{ sortBy: "name" }, { sortBy: "name", sortOrder: "asc" }],
    [
      { sortBy: "priceTTC", sortOrder: "desc" },
      { sortBy: "priceTTC", sortOrder: "desc" },
    ],
  ])("%j sorts by %j", (query, expected) => {
    expect(productListQuerySchema.parse({ vendorId, ...query })).toMatchObject(expected);
  });

  it("refuses an unknown sort", () => {
    expect(messagesOf(productListQuerySchema.safeParse({ vendorId, sortBy: "stock" }))).toEqual(["Le tri demandé est invalide."]);
  });
});

describe("categories", () => {
  it("refuses empty and repeated names", () => {
    expect(messagesOf(productConfigUpdateSchema.safeParse({ vendorId, categories: ["Menus", " "] }))).toEqual([
      "Le nom de la catégorie est requis.",
    ]);
    expect(messagesOf(productConfigUpdateSchema.safeParse({ vendorId, categories: ["Menus", "menus"] }))).toEqual([
      "La catégorie « menus » apparaît deux fois.",
    ]);
    expect(productConfigUpdateSchema.parse({ vendorId, categories: [" Boissons "] }).categories).toEqual(["Boissons"]);
  });
});
