import { describe, expect, it } from "vitest";
import { listParamsOf, readProductListParams, writeProductListParams } from "./product-list-params.ts";

describe("catalogue list in the address", () => {
  it.each([
    ["", { q: "", category: undefined, sortBy: "unitSold", sortOrder: "desc" }],
    ["tri=nom", { sortBy: "name", sortOrder: "asc" }],
    ["tri=prix-ttc&ordre=asc", { sortBy: "priceTTC", sortOrder: "asc" }],
    ["tri=tva", { sortBy: "tax", sortOrder: "desc" }],
    ["tri=chiffre-affaires", { sortBy: "revenue", sortOrder: "desc" }],
    ["tri=reference&ordre=desc", { sortBy: "ref", sortOrder: "desc" }],
    ["tri=stock&ordre=up", { sortBy: "unitSold", sortOrder: "desc" }],
    ["q=menu&categorie=Boissons", { q: "menu", category: "Boissons" }],
  ])("?%s → %j", (query, expected) => {
    expect(readProductListParams(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("round-trips and leaves defaults out", () => {
    for (const query of [
      "",
      "tri=nom",
      "tri=prix-ht&ordre=asc",
      "q=champagne&categorie=Boissons&ordre=asc",
      "tri=tva&ordre=asc",
    ]) {
      expect(writeProductListParams(readProductListParams(new URLSearchParams(query))).toString()).toBe(query);
    }
  });

  it("sends only what narrows the list", () => {
    expect(listParamsOf({ q: "  ", category: undefined, sortBy: "name", sortOrder: "asc" })).toEqual({
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(listParamsOf({ q: " dj ", category: "Musique", sortBy: "name", sortOrder: "asc" })).toMatchObject({
      searchTerm: "dj",
      category: "Musique",
    });
  });
});
