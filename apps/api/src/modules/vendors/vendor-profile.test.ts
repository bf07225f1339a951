import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { png } from "../../test/test-files.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let venue: VendorSession;
let dj: VendorSession;
let v: ReturnType<typeof asVendor>;
let d: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  venue = await signUpVendor(t, "domaine@exemple.fr", "Domaine des Tilleuls");
  dj = await signUpVendor(t, "dj@exemple.fr", "DJ Soirée");
  await t.database.pool.query("UPDATE vendors SET vendor_type = 'DJ' WHERE id = $1", [dj.vendorId]);
  v = asVendor(t, venue);
  d = asVendor(t, dj);
});
afterAll(async () => {
  await t.close();
});

const contact = { firstname: "Anne", lastname: "Roy", email: "anne@tilleuls.fr", phone: "0612345678" };

describe("vendor/update and vendor/reception-venue/update", () => {
  it("updates the sent fields only, keeps one social entry per network, and checks them in French", async () => {
    const res = await d.post("/vendor/update", {
      minPrice: 450.555,
      website: "https://dj-soiree.fr",
      socials: [{ type: "INSTAGRAM", url: "https://instagram.com/djsoiree" }],
      weddingShowcase: {
        catchphrase: "Le son de vos noces",
        description: "Vingt ans de mariages.",
        tags: ["années 80", "années 80"],
      },
      contact,
      address: { street: "1 rue Haute", city: "Lyon", postalCode: "69001", department: "69" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const vendor = res.json();
    expect(vendor).toMatchObject({
      minPrice: 450.56,
      website: "https://dj-soiree.fr",
      weddingShowcase: { catchphrase: "Le son de vos noces", tags: ["années 80"] },
      contact: { firstname: "Anne", phoneCode: "33" },
      address: { city: "Lyon" },
    });
    expect(vendor.socials).toEqual([
      { type: "FACEBOOK", url: "" },
      { type: "INSTAGRAM", url: "https://instagram.com/djsoiree" },
      { type: "X", url: "" },
      { type: "PINTEREST", url: "" },
      { type: "LINKEDIN", url: "" },
      { type: "YOUTUBE", url: "" },
    ]);
    expect(vendor).not.toHaveProperty("maxGuestCapacity");
    const kept = await d.post("/vendor/update", { isPriceByPerson: true });
    expect(kept.json()).toMatchObject({ isPriceByPerson: true, minPrice: 450.56, website: "https://dj-soiree.fr" });

    const bad = await d.post("/vendor/update", {
      website: "dj-soiree",
      minPrice: -1,
      contact: { firstname: "", lastname: "", email: "", phone: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      "Le prix minimum doit être un montant positif.",
      "L'adresse du site internet est invalide.",
      "Le prénom est requis.",
      "Le nom est requis.",
      "L'email est requis.",
      "Le numéro de téléphone est requis",
    ]);
    // Fields that vendor/update does not own are ignored.
    const ignored = await d.post("/vendor/update", { isPublished: true, slug: "autre", logo: "x" });
    expect(ignored.json()).toMatchObject({ isPublished: false, slug: "dj-soiree", logo: null });
  });

  it("saves a venue's own fields through its separate call, and refuses that call to other vendors", async () => {
    const res = await v.post("/vendor/reception-venue/update", {
      minGuestCapacity: 30,
      maxGuestCapacity: 220,
      venueType: "CASTLE",
      locationEnvironment: "ON_THE_MOON",
      isERP: true,
      weddingShowcase: { catchphrase: "Un domaine au cœur des vignes", description: "Depuis 1820." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      minGuestCapacity: 30,
      maxGuestCapacity: 220,
      venueType: "CASTLE",
      locationEnvironment: null,
      isERP: true,
      isERPSent: false,
      parkingCapacity: null,
      weddingShowcase: { catchphrase: "Un domaine au cœur des vignes" },
    });
    expect((await v.get("/vendor")).json()).toMatchObject({ maxGuestCapacity: 220, venueType: "CASTLE" });
    const inverted = await v.post("/vendor/reception-venue/update", { maxGuestCapacity: 10 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe("La capacité maximale doit être supérieure ou égale à la capacité minimale.");
    const notVenue = await d.post("/vendor/reception-venue/update", { minGuestCapacity: 10 });
    expect(notVenue.statusCode).toBe(400);
    expect(notVenue.json().code).toBe("NOT_RECEPTION_VENUE");
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/vendor/reception-venue/update",
      headers: bearer(dj.session),
      payload: { vendorId: venue.vendorId, maxGuestCapacity: 1 },
    });
    expect(cross.statusCode).toBe(404);
    expect((await v.get("/vendor")).json().maxGuestCapacity).toBe(220);
  });
});

describe("vendor/company", () => {
  it("reads and updates the company, filtering fields by company type, with the spec's messages", async () => {
    const got = await v.get("/vendor/company");
    expect(got.json()).toMatchObject({
      corporateName: "Domaine des Tilleuls SAS",
      tradeName: "Domaine des Tilleuls",
      siren: null,
    });

    const missing = await v.post("/vendor/company/update", { corporateName: "", tradeName: "", type: "COMPANY" });
    expect(missing.json().message).toEqual([
      "La raison sociale est requise.",
      "Le nom pour la vitrine est requis.",
      "Le SIREN est requis",
      "Le SIRET est requis",
    ]);
    const short = await v.post("/vendor/company/update", {
      corporateName: "A",
      tradeName: "B",
      type: "COMPANY",
      siren: "12345",
      siret: "123",
    });
    expect(short.json().message).toEqual(["Le SIREN doit contenir 9 chiffres", "Le SIRET doit contenir 14 chiffres"]);

    const company = await v.post("/vendor/company/update", {
      corporateName: "Domaine des Tilleuls SAS",
      tradeName: "Domaine des Tilleuls",
      type: "COMPANY",
      siren: "732 829 320",
      siret: "73282932000074",
      gusoNumber: "12345678",
      legalForm: "SAS",
      address: { street: "18 quai Saint-Vincent", postalCode: "69001", city: "Lyon" },
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json()).toMatchObject({ siren: "732829320", siret: "73282932000074", gusoNumber: null, legalForm: "SAS" });
    // The head office is kept with the company (issue 14), and a wrong postcode is refused on its field.
    expect((await v.get("/vendor/company")).json().address).toMatchObject({
      street: "18 quai Saint-Vincent",
      postalCode: "69001",
      city: "Lyon",
      countryCode: "FR",
    });
    const badPostcode = await v.post("/vendor/company/update", {
      corporateName: "Domaine des Tilleuls SAS",
      tradeName: "Domaine des Tilleuls",
      type: "COMPANY",
      siren: "732829320",
      siret: "73282932000074",
      address: { postalCode: "690" },
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().message).toBe("Le code postal doit contenir 5 chiffres.");

    const association = await v.post("/vendor/company/update", {
      corporateName: "Les Amis du Domaine",
      tradeName: "Domaine des Tilleuls",
      type: "ASSOCIATION",
      rnaNumber: "W123456789",
      rcsNumber: "RCS Lyon 123",
      shareCapital: 1000,
    });
    expect(association.statusCode, association.body).toBe(200);
    expect(association.json()).toMatchObject({
      type: "ASSOCIATION",
      rnaNumber: "W123456789",
      rcsNumber: null,
      shareCapital: null,
    });
    expect((await v.get("/vendor/company")).json()).toMatchObject({ type: "ASSOCIATION", rnaNumber: "W123456789" });

    const cross = await t.app.inject({
      method: "GET",
      url: `/api/vendor/company?vendorId=${venue.vendorId}`,
      headers: bearer(dj.session),
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain("Amis du Domaine");
  });
});

describe("vendor/logo/update, vendor/contact, vendor/search", () => {
  it("sets the logo only from the vendor's own VendorLogo folder", async () => {
    const bytes = await png(32);
    const presigned = await v.post("/media-library/presigned-urls", {
      category: "VendorLogo",
      filenames: ["logo.png"],
      sizes: [bytes.length],
    });
    const target = presigned.json().urls[0];
    await t.app.inject({
      method: "PUT",
      url: target.url,
      payload: bytes,
      headers: { "content-type": "application/octet-stream" },
    });
    expect((await v.post("/media-library/confirm", { fileId: target.fileId })).statusCode).toBe(200);

    expect((await d.post("/vendor/logo/update", { logo: target.fileId })).statusCode).toBe(404);
    const set = await v.post("/vendor/logo/update", { logo: target.fileId });
    expect(set.json().logo).toBe(target.fileId);
    expect((await v.post("/vendor/logo/update", { logo: null })).json().logo).toBeNull();
  });

  it("answers the showcase contact, or the owner's verified account contact", async () => {
    expect((await d.get("/vendor/contact")).json()).toMatchObject({ isVerified: false, contact: { email: "anne@tilleuls.fr" } });
    // Neither a showcase nor a company contact: none (the client then says 'No contact found').
    expect((await v.get("/vendor/contact")).json()).toEqual({ isVerified: false, contact: null });
    // The owner's account has no name yet: no verified contact either.
    expect((await v.get("/vendor/contact", { isVerified: "true" })).json()).toEqual({ isVerified: true, contact: null });
    await t.database.pool.query("UPDATE users SET firstname = 'Paul', lastname = 'Durand' WHERE id = $1", [venue.session.userId]);
    expect((await v.get("/vendor/contact", { isVerified: "true" })).json()).toMatchObject({
      isVerified: true,
      contact: { firstname: "Paul", email: "domaine@exemple.fr" },
    });
  });

  it("finds published vendors only, by trade name ignoring accents, from 3 characters", async () => {
    const search = (searchTerm: string) =>
      t.app.inject({ method: "POST", url: "/api/vendor/search", headers: bearer(dj.session), payload: { searchTerm } });
    expect((await search("tilleuls")).json().vendors).toEqual([]);
    await t.database.pool.query("UPDATE vendors SET is_published = true WHERE id = $1", [venue.vendorId]);
    expect((await search("TILLÉULS")).json().vendors).toEqual([
      expect.objectContaining({ vendorId: venue.vendorId, tradeName: "Domaine des Tilleuls", vendorType: "RECEPTION_VENUE" }),
    ]);
    expect((await search("ti")).json().vendors).toEqual([]);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/vendor/search", payload: { searchTerm: "tilleuls" } });
    expect(anonymous.statusCode).toBe(401);
  });
});
