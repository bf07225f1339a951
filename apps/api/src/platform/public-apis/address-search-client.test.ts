import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type StandIn, startAddressSearchStandIn } from "../../test/public-api-stand-ins.ts";
import { createAddressSearchClient, toAddressSearchResult } from "./address-search-client.ts";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startAddressSearchStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.behave("normal");
  standIn.requests.length = 0;
});

const client = (timeoutMs?: number) =>
  createAddressSearchClient({ baseUrl: `${standIn.url}/`, ...(timeoutMs ? { timeoutMs } : {}) });

describe("address search client (Géoplateforme geocoding, against a local stand-in)", () => {
  it("maps house numbers, streets and municipalities to our address parts", async () => {
    expect(await client().search("12 rue de la paix paris")).toEqual([
      {
        label: "12 Rue de la Paix 75002 Paris",
        kind: "housenumber",
        banId: "75102_7113_00012",
        cityCode: "75102",
        address: {
          street: "12 Rue de la Paix",
          city: "Paris",
          postalCode: "75002",
          countryCode: "FR",
          department: "75",
          longitude: 2.331469,
          latitude: 48.869418,
        },
      },
    ]);
    const sent = new URL(standIn.requests[0]?.url ?? "", "http://x");
    expect(sent.pathname).toBe("/search");
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: "12 rue de la paix paris",
      index: "address",
      autocomplete: "1",
      limit: "8",
    });
    expect(standIn.requests[0]?.userAgent).toMatch(/^Cortege\//);

    const saumur = await client().search("saumur");
    expect(saumur.map((a) => [a.kind, a.address.street, a.address.department])).toEqual([
      ["street", "Rue de la Paix", "49"],
      ["municipality", null, "49"],
    ]);
  });

  it("answers an empty list to what the service refuses or below 3 characters", async () => {
    expect(await client().search("12")).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
    expect(await client().search("--- paix")).toEqual([]);
    expect(standIn.requests).toHaveLength(1);
  });

  it("caches answers and reports failures without caching them", async () => {
    const c = client();
    await c.search("Saumur");
    await c.search("saumur");
    expect(standIn.requests).toHaveLength(1);
    standIn.behave("server-error");
    await expect(c.search("paris")).rejects.toMatchObject({ failure: "server" });
    standIn.behave("slow");
    await expect(client(200).search("paix")).rejects.toMatchObject({ failure: "timeout" });
  });

  it("skips a feature it cannot read and keeps sane coordinates only", () => {
    expect(toAddressSearchResult({ type: "Feature", properties: {} })).toBeNull();
    const odd = toAddressSearchResult({
      type: "Feature",
      geometry: { type: "Point", coordinates: [500, 48] },
      properties: { label: "Quelque part", type: "locality", name: "Lieu-dit", postcode: 49400 },
    });
    expect(odd?.address).toMatchObject({
      street: "Lieu-dit",
      postalCode: "49400",
      longitude: null,
      latitude: 48,
      department: null,
    });
  });
});
