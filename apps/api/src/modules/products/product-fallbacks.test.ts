import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "fallbacks@exemple.fr", "Domaine des Replis"));
});
afterAll(async () => {
  await t.close();
});

describe("unknown enumeration values through the API (part 2 §5)", () => {
  it.each([
    [
      { productType: "SERVICE", unitType: "BOTTLE", tax: "TAX_7" },
      { productType: "BNC", unitType: "PIECE", tax: "TAX_20" },
    ],
    [
      { productType: "BIC_2", unitType: "HOUR", tax: "TAX_5_5" },
      { productType: "BIC_2", unitType: "HOUR", tax: "TAX_5_5" },
    ],
  ])("product/create with %j saves %j", async (fields, expected) => {
    const res = await a.post("/product/create", { product: { name: "Animation", price: 100, ...fields } });
    expect(res.statusCode, res.body).toBe(200);
    const product = await a.get("/product", { productId: res.json().productId });
    expect(product.json()).toMatchObject(expected);
  });

  it.each([
    ["castle", "CASTLE"],
    ["Mill", "MILL"],
    ["spaceship", null],
  ])("vendor/reception-venue/update with venueType %j saves %j", async (venueType, expected) => {
    const res = await a.post("/vendor/reception-venue/update", { venueType, locationEnvironment: "seaside" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ venueType: expected, locationEnvironment: "SEASIDE" });
  });
});
