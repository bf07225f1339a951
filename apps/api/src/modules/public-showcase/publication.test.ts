import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "./showcase-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-publie@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-publie@exemple.fr", "Moulin Bob");
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/vendor/publish", () => {
  it("refuses to publish an empty showcase, naming in French everything that is missing", async () => {
    const res = await asVendor(t, alice).post("/vendor/publish", { isPublished: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      code: "SHOWCASE_INCOMPLETE",
      message:
        "Votre vitrine ne peut pas encore être publiée : il manque le nom, l'accroche et la description de la vitrine, l'adresse complète (rue, code postal, ville et département), au moins 10 photos (0 pour l'instant) et au moins une salle.",
    });
    expect((await asVendor(t, alice).get("/vendor")).json().isPublished).toBe(false);
  });

  it("refuses another vendor's id with 404 and changes nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendor/publish",
      headers: { authorization: `Bearer ${bob.session.token}` },
      payload: { vendorId: alice.vendorId, isPublished: false },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers a missing flag with a French message", async () => {
    const res = await asVendor(t, alice).post("/vendor/publish", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Indiquez si la vitrine doit être publiée.");
  });

  it("publishes once the checklist is complete, answers the profile, and always unpublishes", async () => {
    await completeShowcase(t, alice, 9);
    const almost = await asVendor(t, alice).post("/vendor/publish", { isPublished: true });
    expect(almost.statusCode).toBe(400);
    expect(almost.json().message).toBe(
      "Votre vitrine ne peut pas encore être publiée : il manque au moins 10 photos (9 pour l'instant).",
    );
    await uploadFile(t, alice, "Medias", "photo-10.png");

    const published = await asVendor(t, alice).post("/vendor/publish", { isPublished: true });
    expect(published.statusCode, published.body).toBe(200);
    const profile = (await asVendor(t, alice).get("/vendor")).json();
    expect(published.json()).toEqual(profile);
    expect(profile.isPublished).toBe(true);

    const unpublished = await asVendor(t, alice).post("/vendor/publish", { isPublished: false });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json().isPublished).toBe(false);
  });

  it("unpublishes an incomplete showcase too", async () => {
    const res = await asVendor(t, bob).post("/vendor/publish", { isPublished: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vendorId: bob.vendorId, isPublished: false });
  });
});
