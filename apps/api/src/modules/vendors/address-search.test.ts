import { addressSearchResponseSchema } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicApiStandIns } from "../../test/public-api-stand-ins.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";

let standIns: Awaited<ReturnType<typeof startPublicApiStandIns>>;
let t: TestApp;
let s: Session;
beforeAll(async () => {
  standIns = await startPublicApiStandIns();
  t = await createTestApp({ publicApis: { ...standIns.settings, timeoutMs: 300 } });
  s = await signUp(t, "adresse@exemple.fr");
});
afterAll(async () => {
  await t.close();
  await standIns.close();
});

const search = (query: Record<string, string>, session: Session | null = s) =>
  t.app.inject({ method: "GET", url: "/api/address/search", query, headers: session ? bearer(session) : {} });

describe("GET /api/address/search?q", () => {
  it("suggests addresses in our address parts", async () => {
    const res = await search({ q: "12 rue de la Paix Paris" });
    expect(res.statusCode, res.body).toBe(200);
    expect(addressSearchResponseSchema.parse(res.json()).addresses).toEqual([
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
  });

  it("answers an empty list below 3 characters, and 401 without a session", async () => {
    expect((await search({ q: "12" })).json()).toEqual({ addresses: [] });
    expect((await search({ q: "paix" }, null)).statusCode).toBe(401);
  });

  it("answers 503 with a French message when the service fails", async () => {
    standIns.addresses.behave("server-error");
    const res = await search({ q: "Saumur" });
    standIns.addresses.behave("normal");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: "ADDRESS_SEARCH_UNAVAILABLE",
      message: "Le service de recherche d'adresses ne répond pas, réessayez dans un instant.",
    });
  });
});
