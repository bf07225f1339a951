import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";
import { vendorCreateSchema } from "./vendor-schemas.ts";
import { toVendorType, vendorTypes } from "./vendor-types.ts";

describe("vendor types", () => {
  it("has the 35 types of the spec", () => {
    expect(vendorTypes).toHaveLength(35);
  });

  it.each([
    ["DJ", "DJ"],
    ["FLORIST", "FLORIST"],
    ["dj", "RECEPTION_VENUE"],
    ["UNICORN", "RECEPTION_VENUE"],
    [42, "RECEPTION_VENUE"],
  ])("%s → %s", (input, expected) => {
    expect(toVendorType(input)).toBe(expected);
  });

  it("requires a type, then falls back for an unknown one", () => {
    const company = { corporateName: "A", tradeName: "B" };
    expect(vendorCreateSchema.safeParse({ company }).error?.issues[0]?.message).toBe("Le type de prestataire est requis.");
    expect(vendorCreateSchema.parse({ vendorType: "ZEBRA", company }).vendorType).toBe("RECEPTION_VENUE");
  });
});

describe("slugify", () => {
  it.each([
    ["Château de la Loire", "chateau-de-la-loire"],
    ["L'Atelier d'Élise", "latelier-delise"],
    ["  --- ", "prestataire"],
    ["Œuvre & Cie", "oeuvre-cie"],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
