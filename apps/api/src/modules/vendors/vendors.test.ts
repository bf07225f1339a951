import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await signUp(t, "vendeur@exemple.fr");
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, session = s) =>
  t.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers: bearer(session) });

describe("vendors", () => {
  it("creates the first vendor with a slug, default socials and an empty showcase", async () => {
    const res = await post("/vendor/create", {
      vendorType: "PHOTOGRAPHER",
      company: { corporateName: "Lumière d'Été SARL", tradeName: "Lumière d'Été" },
    });
    expect(res.statusCode).toBe(200);
    const vendor = res.json();
    expect(vendor).toMatchObject({
      slug: "lumiere-dete",
      vendorType: "PHOTOGRAPHER",
      company: { corporateName: "Lumière d'Été SARL", tradeName: "Lumière d'Été", type: "COMPANY" },
      isPublished: false,
      weddingShowcase: { catchphrase: "", description: "", tags: [] },
    });
    expect(vendor.socials.map((x: { type: string }) => x.type)).toEqual([
      "FACEBOOK",
      "INSTAGRAM",
      "X",
      "PINTEREST",
      "LINKEDIN",
      "YOUTUBE",
    ]);
    const got = await t.app.inject({ method: "GET", url: `/api/vendor?vendorId=${vendor.vendorId}`, headers: bearer(s) });
    expect(got.json()).toEqual(vendor);
  });

  it("requires the type and both names, with the spec's messages, and falls back on an unknown type", async () => {
    const missing = await post("/vendor/create", { company: { corporateName: "", tradeName: "" } });
    expect(missing.json().message).toEqual([
      "Le type de prestataire est requis.",
      "La raison sociale est requise.",
      "Le nom pour la vitrine est requis.",
    ]);
    const other = await signUp(t, "inconnu-type@exemple.fr");
    const fallback = await post(
      "/vendor/create",
      { vendorType: "LICORNE", company: { corporateName: "X SAS", tradeName: "Lumière d'Été" } },
      other,
    );
    expect(fallback.json()).toMatchObject({ vendorType: "RECEPTION_VENUE", slug: "lumiere-dete-2" });
  });

  it("refuses a second vendor unless the account is multi-vendor, and add-vendor switches it on", async () => {
    const second = await post("/vendor/create", { vendorType: "DJ", company: { corporateName: "B SAS", tradeName: "Deuxième" } });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe("VENDOR_ALREADY_EXISTS");

    const added = await post("/vendor/add-vendor", {
      vendorType: "DJ",
      company: { corporateName: "B SAS", tradeName: "Deuxième" },
    });
    expect(added.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/vendor/user-vendors", headers: bearer(s) });
    expect(list.json().vendors.map((v: { tradeName: string }) => v.tradeName)).toEqual(["Lumière d'Été", "Deuxième"]);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(s) });
    expect(me.json().isMultiVendor).toBe(true);
  });

  it("answers 404 for an unknown vendor id and 400 for a malformed one", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/vendor?vendorId=00000000-0000-4000-8000-000000000000",
      headers: bearer(s),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "GET", url: "/api/vendor?vendorId=abc", headers: bearer(s) });
    expect(malformed.statusCode).toBe(400);
  });
});
