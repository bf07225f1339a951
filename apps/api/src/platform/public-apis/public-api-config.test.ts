import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

describe("public API configuration", () => {
  it("reaches the real public APIs by default, and the URLs given otherwise", () => {
    expect(loadConfig({}).publicApis).toEqual({
      companySearchUrl: "https://recherche-entreprises.api.gouv.fr",
      addressSearchUrl: "https://data.geopf.fr/geocodage",
    });
    expect(
      loadConfig({ COMPANY_SEARCH_API_URL: "http://127.0.0.1:4010", ADDRESS_API_URL: "http://127.0.0.1:4011/geocodage" })
        .publicApis,
    ).toEqual({ companySearchUrl: "http://127.0.0.1:4010", addressSearchUrl: "http://127.0.0.1:4011/geocodage" });
  });

  it("stops on a URL that is not one, naming the variable", () => {
    expect(() => loadConfig({ COMPANY_SEARCH_API_URL: "recherche" })).toThrow(/COMPANY_SEARCH_API_URL/);
  });
});
