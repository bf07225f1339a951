import { companySearchResponseSchema, publicSearchErrors } from "@cortege/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPublicApiStandIns } from "../../test/public-api-stand-ins.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";

let standIns: Awaited<ReturnType<typeof startPublicApiStandIns>>;
let t: TestApp;
let s: Session;
beforeAll(async () => {
  standIns = await startPublicApiStandIns();
  t = await createTestApp({ publicApis: { ...standIns.settings, timeoutMs: 300 } });
  s = await signUp(t, "recherche@exemple.fr");
});
afterAll(async () => {
  await t.close();
  await standIns.close();
});
beforeEach(() => {
  standIns.companies.behave("normal");
});

const search = (query: Record<string, string>, session: Session | null = s) =>
  t.app.inject({ method: "GET", url: "/api/vendor/search/company", query, headers: session ? bearer(session) : {} });

describe("GET /api/vendor/search/company?search", () => {
  it("finds a company by name and answers it in our company fields", async () => {
    const res = await search({ search: "Durand" });
    expect(res.statusCode, res.body).toBe(200);
    const body = companySearchResponseSchema.parse(res.json());
    expect(body.companies).toMatchObject([
      {
        corporateName: "EVENEMENTS DURAND",
        tradeName: "DURAND EVENTS",
        siren: "732829320",
        siret: "73282932000074",
        nafCode: "82.30Z",
        legalForm: "SAS",
        address: { street: "12 RUE DE LA PAIX", postalCode: "75002", city: "PARIS" },
      },
    ]);
  });

  it("finds a company by its SIREN typed with spaces", async () => {
    const res = await search({ search: "552 100 554" });
    expect(res.json().companies.map((c: { corporateName: string }) => c.corporateName)).toEqual(["CHATEAU DES TILLEULS"]);
  });

  it("answers an empty list below 3 characters or without a term", async () => {
    expect((await search({ search: "du" })).json()).toEqual({ companies: [] });
    expect((await search({})).json()).toEqual({ companies: [] });
  });

  it("asks for a session", async () => {
    const res = await search({ search: "Durand" }, null);
    expect(res.statusCode).toBe(401);
  });

  it("refuses a term too long with a French message", async () => {
    const res = await search({ search: "x".repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Ce champ est trop long.");
  });

  it.each(["server-error", "slow", "rate-limited", "not-json"] as const)(
    "answers 503 with a French message when the register is %s",
    async (behaviour) => {
      standIns.companies.behave(behaviour);
      // A term not searched before: a cached answer would hide the failure.
      const res = await search({ search: `Tilleuls ${behaviour}` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        statusCode: 503,
        code: publicSearchErrors.companySearchUnavailable.code,
        message: "Le service de recherche d'entreprises ne répond pas, réessayez dans un instant.",
      });
    },
    15_000,
  );
});
