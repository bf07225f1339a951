import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-products@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-products@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
});
afterAll(async () => {
  await t.close();
});

async function create(product: Record<string, unknown>, as = a) {
  const res = await as.post("/product/create", { product });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const unknownId = "0b7e2f6c-1c1f-4d7a-9d65-0c5b0a3f9e21";

describe("product create, get and update", () => {
  it("creates a product with the spec's defaults and prices including tax", async () => {
    const product = await create({ name: "Location de la salle", price: 1500 });
    expect(product).toMatchObject({
      name: "Location de la salle",
      ref: null,
      productType: "BNC",
      unitType: "PIECE",
      tax: "TAX_20",
      price: 1500,
      priceTTC: 1800,
      taxLines: [{ tax: "TAX_20", base: 1500, amount: 300 }],
      unitSold: 0,
      revenue: 0,
      childIds: [],
      children: [],
      parentId: null,
      image: null,
    });
    const got = await a.get("/product", { productId: product.productId });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(product);
  });

  it("rounds the price including tax to the cent, exactly", async () => {
    const product = await create({ name: "Macaron", price: 45.45, tax: "TAX_5_5", unitType: "PIECE" });
    expect(product.priceTTC).toBe(47.95); // 45.45 × 1.055 = 47.94975
  });

  it("refuses with the spec's messages", async () => {
    const refused = await a.post("/product/create", { product: { name: " ", price: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: ["Le nom du produit est requis.", "Le prix du produit est requis."],
    });
    const noPrice = await a.post("/product/create", { product: { name: "Menu" } });
    expect(noPrice.json().message).toBe("Le prix du produit est requis.");
  });

  it("gives a disbursement no VAT", async () => {
    const debour = await create({ name: "Frais de transport", price: 120, productType: "DEBOUR", tax: "TAX_20" });
    expect(debour).toMatchObject({ tax: "TAX_0", price: 120, priceTTC: 120 });
  });

  it("updates the whole product", async () => {
    const product = await create({ name: "DJ", price: 900, ref: "DJ-1", description: "Soirée" });
    const res = await a.post("/product/update", {
      product: { productId: product.productId, name: "DJ soirée", price: 950.5, tax: "TAX_10", unitType: "SESSION" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productId: product.productId,
      name: "DJ soirée",
      ref: null,
      description: null,
      price: 950.5,
      priceTTC: 1045.55,
      unitType: "SESSION",
    });
  });

  it('answers bad-data "Product not found" for an unknown id', async () => {
    for (const res of [
      await a.get("/product", { productId: unknownId }),
      await a.post("/product/update", { product: { productId: unknownId, name: "x", price: 1 } }),
      await a.post("/product/duplicate", { productId: unknownId }),
      await a.post("/product/delete", { productIds: [unknownId] }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "PRODUCT_NOT_FOUND", message: "Product not found" });
    }
    expect((await a.get("/product", { productId: "nope" })).json().message).toBe("Product not found");
  });
});

describe("bundles", () => {
  it("prices a venue package whose lines keep their own rates", async () => {
    const meal = await create({ name: "Menu mariage", price: 85, tax: "TAX_10", unitType: "PERSON" });
    const champagne = await create({ name: "Champagne", price: 40, tax: "TAX_20" });
    const bundle = await create({
      name: "Forfait réception",
      childIds: [
        { id: meal.productId, quantity: 100 },
        { id: champagne.productId, quantity: 20 },
      ],
    });
    expect(bundle).toMatchObject({
      price: 9300,
      priceTTC: 9300 + 850 + 160,
      tax: null,
      taxLines: [
        { tax: "TAX_20", base: 800, amount: 160 },
        { tax: "TAX_10", base: 8500, amount: 850 },
      ],
      childIds: [
        { id: meal.productId, quantity: 100 },
        { id: champagne.productId, quantity: 20 },
      ],
    });
    expect(bundle.children).toHaveLength(2);
    expect(bundle.children[0]).toMatchObject({
      quantity: 100,
      productId: meal.productId,
      product: { name: "Menu mariage", parentId: bundle.productId, tax: "TAX_10" },
    });
  });

  it("refuses a bundle that would contain itself, naming the loop", async () => {
    const x = await create({ name: "Décor", price: 10 });
    const inner = await create({ name: "Lot intérieur", childIds: [{ id: x.productId, quantity: 1 }] });
    const outer = await create({ name: "Lot extérieur", childIds: [{ id: inner.productId, quantity: 2 }] });
    const loop = await a.post("/product/update", {
      product: { productId: inner.productId, name: "Lot intérieur", childIds: [{ id: outer.productId, quantity: 1 }] },
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({
      code: "BUNDLE_CYCLE",
      message: "Ce lot formerait une boucle : Lot intérieur → Lot extérieur → Lot intérieur.",
    });
    const self = await a.post("/product/update", {
      product: { productId: inner.productId, name: "Lot intérieur", childIds: [{ id: inner.productId, quantity: 1 }] },
    });
    expect(self.json().message).toBe("Un lot ne peut pas se contenir lui-même.");
    // Nothing changed.
    expect((await a.get("/product", { productId: inner.productId })).json().childIds).toEqual([{ id: x.productId, quantity: 1 }]);
  });

  it("refuses to delete a product still inside a bundle, unless the bundle goes too", async () => {
    const cake = await create({ name: "Pièce montée", price: 300 });
    const bundle = await create({ name: "Forfait dessert", childIds: [{ id: cake.productId, quantity: 1 }] });
    const refused = await a.post("/product/delete", { productIds: [cake.productId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "PRODUCT_IN_BUNDLE",
      message: "« Pièce montée » fait partie du lot « Forfait dessert » : retirez-le du lot avant de le supprimer.",
    });
    const both = await a.post("/product/delete", { productIds: [cake.productId, bundle.productId] });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().productIds).toHaveLength(2);
    expect((await a.get("/product", { productId: cake.productId })).statusCode).toBe(400);
  });

  it("duplicates a bundle: (Copie), same lines, nothing sold", async () => {
    const napkin = await create({ name: "Serviettes", price: 2, unitType: "PIECE" });
    const bundle = await create({ name: "Art de la table", ref: "AT-1", childIds: [{ id: napkin.productId, quantity: 150 }] });
    const res = await a.post("/product/duplicate", { productId: bundle.productId });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json();
    expect(copy.productId).not.toBe(bundle.productId);
    expect(copy).toMatchObject({
      name: "Art de la table (Copie)",
      ref: "AT-1",
      price: 300,
      unitSold: 0,
      revenue: 0,
      childIds: [{ id: napkin.productId, quantity: 150 }],
    });
  });
});

describe("catalogue list", () => {
  it("sorts by every field of the spec, searches and filters by category", async () => {
    const fresh = await signUpVendor(t, "carla-products@exemple.fr", "Traiteur Carla");
    const c = asVendor(t, fresh);
    expect((await c.post("/product/config/update", { categories: ["Menus", "Boissons"] })).statusCode).toBe(200);
    await create({ name: "Menu enfant", price: 25, tax: "TAX_10", ref: "M-2", category: "Menus" }, c);
    await create({ name: "Champagne", price: 40, ref: "B-10", category: "Boissons" }, c);
    await create({ name: "Éclairage", price: 300, ref: "A-1" }, c);
    const names = async (query: Record<string, string>) =>
      (await c.get("/product/list", query)).json().products.map((p: { name: string }) => p.name);
    // Default: units sold descending (all zero), ties by name.
    expect(await names({})).toEqual(["Champagne", "Éclairage", "Menu enfant"]);
    expect(await names({ sortBy: "name", sortOrder: "desc" })).toEqual(["Menu enfant", "Éclairage", "Champagne"]);
    expect(await names({ sortBy: "ref" })).toEqual(["Éclairage", "Champagne", "Menu enfant"]);
    expect(await names({ sortBy: "price", sortOrder: "asc" })).toEqual(["Menu enfant", "Champagne", "Éclairage"]);
    expect(await names({ sortBy: "priceTTC", sortOrder: "desc" })).toEqual(["Éclairage", "Champagne", "Menu enfant"]);
    expect(await names({ sortBy: "tax", sortOrder: "asc" })).toEqual(["Menu enfant", "Champagne", "Éclairage"]);
    expect(await names({ sortBy: "unitSold", sortOrder: "asc" })).toEqual(["Champagne", "Éclairage", "Menu enfant"]);
    expect(await names({ sortBy: "revenue", sortOrder: "desc" })).toEqual(["Champagne", "Éclairage", "Menu enfant"]);
    expect(await names({ searchTerm: "eclair" })).toEqual(["Éclairage"]);
    expect(await names({ category: "Boissons" })).toEqual(["Champagne"]);
    const bad = await c.get("/product/list", { sortBy: "stock" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le tri demandé est invalide.");
  });
});

describe("categories", () => {
  it("keeps the list, refuses an unknown category and clears a removed one", async () => {
    expect((await a.get("/product/config")).json()).toEqual({ categories: [] });
    const saved = await a.post("/product/config/update", { categories: ["Salles", " Traiteur "] });
    expect(saved.json()).toEqual({ categories: ["Salles", "Traiteur"] });
    const unknown = await a.post("/product/create", { product: { name: "x", price: 1, category: "Fleurs" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("La catégorie « Fleurs » n'existe pas dans votre catalogue.");
    const product = await create({ name: "Salle Orangerie", price: 2000, category: "Salles" });
    expect(product.category).toBe("Salles");
    const twice = await a.post("/product/config/update", { categories: ["Salles", "salles"] });
    expect(twice.json().message).toBe("La catégorie « salles » apparaît deux fois.");
    await a.post("/product/config/update", { categories: ["Traiteur"] });
    expect((await a.get("/product", { productId: product.productId })).json().category).toBeNull();
  });
});

describe("import", () => {
  it("creates new products, updates those with a known reference, and adds their categories", async () => {
    const fresh = await signUpVendor(t, "dora-products@exemple.fr", "Fleurs Dora");
    const d = asVendor(t, fresh);
    const rose = await create({ name: "Rose", price: 3, ref: "R-1" }, d);
    const res = await d.post("/product/import", {
      products: [
        { name: "Rose rouge", price: 3.5, ref: "R-1", category: "Fleurs" },
        { name: "Pivoine", price: 6, ref: "P-1", category: "Fleurs", tax: "TAX_10" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    expect((await d.get("/product", { productId: rose.productId })).json()).toMatchObject({ name: "Rose rouge", price: 3.5 });
    expect((await d.get("/product/config")).json().categories).toEqual(["Fleurs"]);
    const refused = await d.post("/product/import", { products: [{ name: "", price: 1 }] });
    expect(refused.json().message).toBe("Le nom du produit est requis.");
  });
});

describe("tenancy", () => {
  it("answers 404 on another vendor, and never reaches another vendor's products", async () => {
    const product = await create({ name: "Salle secrète", price: 100 });
    const crossVendor = await t.app.inject({
      method: "GET",
      url: "/api/product/list",
      query: { vendorId: alice.vendorId },
      headers: { authorization: `Bearer ${bob.session.token}` },
    });
    expect(crossVendor.statusCode).toBe(404);
    expect(crossVendor.body).not.toContain("Salle secrète");
    // Bob naming Alice's product under his own vendor: as unknown as any other id.
    for (const res of [
      await b.get("/product", { productId: product.productId }),
      await b.post("/product/update", { product: { productId: product.productId, name: "Pris", price: 1 } }),
      await b.post("/product/duplicate", { productId: product.productId }),
      await b.post("/product/delete", { productIds: [product.productId] }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Product not found");
    }
    const sneaky = await b.post("/product/create", {
      product: { name: "Lot", childIds: [{ id: product.productId, quantity: 1 }] },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().message).toBe("Un produit du lot est introuvable.");
    expect((await a.get("/product", { productId: product.productId })).json().name).toBe("Salle secrète");
    expect((await b.get("/product/list")).json().products).toEqual([]);
  });
});
