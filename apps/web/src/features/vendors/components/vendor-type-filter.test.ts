import { type VendorType, vendorTypes } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n/i18n.ts";
import { createVendorTypeFilter, sortVendorTypes } from "./vendor-type-filter.ts";

const label = (type: VendorType) => i18n.t(`vendors:types.${type}`);
const filter = createVendorTypeFilter(label);
const search = (inputValue: string) => filter([...vendorTypes], { inputValue, getOptionLabel: label }).map((type) => label(type));

describe("vendor type search", () => {
  it("ignores accents and case", () => {
    expect(search("patis")).toEqual(["Pâtissier"]);
    expect(search("DÉCO")).toEqual(["Décorateur"]);
    expect(search("photogr")).toEqual(["Photographe"]);
  });

  it("labels all 35 types in French and sorts them, Autre last", () => {
    const sorted = sortVendorTypes(vendorTypes, label, "fr");
    expect(sorted).toHaveLength(35);
    expect(sorted.at(-1)).toBe("OTHER");
    expect(sorted.map(label)).not.toContain(expect.stringMatching(/^types\./));
    expect(label(sorted[0] as VendorType)).toBe("Accessoires");
  });
});
