import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type StandIn, startCompanySearchStandIn } from "../../test/public-api-stand-ins.ts";
import { createCompanySearchClient } from "./company-search-client.ts";
import { PublicApiError } from "./fetch-json.ts";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startCompanySearchStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.behave("normal");
  standIn.requests.length = 0;
});

const client = (options: { timeoutMs?: number; cacheTtlMs?: number } = {}) =>
  createCompanySearchClient({ baseUrl: standIn.url, ...options });

describe("company search client (API Recherche d'entreprises, against a local stand-in)", () => {
  it("maps a company found by name to our company fields", async () => {
    const companies = await client().search("durand events");
    expect(companies).toEqual([
      {
        corporateName: "EVENEMENTS DURAND",
        tradeName: "DURAND EVENTS",
        type: "COMPANY",
        siren: "732829320",
        siret: "73282932000074",
        nafCode: "82.30Z",
        legalFormCode: "5710",
        legalFormLabel: "SAS, société par actions simplifiée",
        legalForm: "SAS",
        vatNumber: "FR44732829320",
        rnaNumber: null,
        creationDate: "2015-03-01",
        isActive: true,
        addressLabel: "12 RUE DE LA PAIX 75002 PARIS",
        address: {
          street: "12 RUE DE LA PAIX",
          city: "PARIS",
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
    expect(Object.fromEntries(sent.searchParams)).toEqual({ q: "durand events", page: "1", per_page: "10" });
    expect(standIn.requests[0]?.userAgent).toMatch(/^Cortege\//);
  });

  it("looks a SIREN typed with spaces up as digits, and a SIRET gives that establishment", async () => {
    const bySiren = await client().search("552 100 554");
    expect(bySiren).toMatchObject([{ siren: "552100554", legalForm: "SARL", siret: "55210055400013" }]);
    expect(bySiren[0]?.address).toMatchObject({ street: "LIEU-DIT LES TILLEULS", city: "SAUMUR", department: "49" });
    expect(new URL(standIn.requests[0]?.url ?? "", "http://x").searchParams.get("q")).toBe("552100554");

    const bySiret = await client().search("73282932000116");
    expect(bySiret).toMatchObject([
      { siren: "732829320", siret: "73282932000116", address: { street: "4 BIS AVENUE DES CHAMPS", city: "LYON" } },
    ]);
  });

  it("recognises an association and its RNA number", async () => {
    expect(await client().search("bal folk")).toMatchObject([
      { type: "ASSOCIATION", rnaNumber: "W492003456", legalForm: "Association", legalFormLabel: "Association déclarée" },
    ]);
  });

  it("answers an empty list below 3 characters without calling, and when nothing matches", async () => {
    expect(await client().search("  du ")).toEqual([]);
    expect(standIn.requests).toHaveLength(0);
    expect(await client().search("zzz introuvable")).toEqual([]);
  });

  it("keeps answers for a while: the same search twice makes one call", async () => {
    const c = client();
    const first = await c.search("Durand");
    expect(await c.search("  durand ")).toEqual(first);
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ["server-error", "server"],
    ["rate-limited", "rate-limited"],
    ["not-json", "bad-response"],
  ] as const)("turns a stand-in behaving %s into a %s failure, and does not cache it", async (behaviour, failure) => {
    standIn.behave(behaviour);
    const c = client();
    await expect(c.search("durand")).rejects.toMatchObject({ name: "PublicApiError", failure });
    standIn.behave("normal");
    expect(await c.search("durand")).toHaveLength(1);
  });

  it("gives up after its time limit", async () => {
    standIn.behave("slow");
    const started = Date.now();
    const error = await client({ timeoutMs: 200 })
      .search("durand")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublicApiError);
    expect((error as PublicApiError).failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("reports an unreachable service", async () => {
    const closed = await startCompanySearchStandIn();
    await closed.close();
    await expect(createCompanySearchClient({ baseUrl: closed.url }).search("durand")).rejects.toMatchObject({
      failure: "unreachable",
    });
  });
});
