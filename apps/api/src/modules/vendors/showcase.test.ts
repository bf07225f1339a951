import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-vitrine@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-vitrine@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
});
afterAll(async () => {
  await t.close();
});

describe("spaces", () => {
  it("creates, lists, gets, updates and deletes a space, with fallbacks and the spec's list drops", async () => {
    const created = await a.post("/vendor/space/create", {
      name: "Salle des Gardes",
      openingHours: "FOREVER",
      seatingAllowed: true,
      minimumSeatingCapacity: 20,
      maximumSeatingCapacity: 180,
      areaInSquareMeters: 250.5,
      additionalSpaces: ["TERRACE", "HELIPAD", "TERRACE", 3],
      features: ["SEA_VIEW", "CASTLE_GHOST"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const space = created.json();
    expect(space).toMatchObject({
      name: "Salle des Gardes",
      openingHours: "LATE_NIGHT",
      additionalSpaces: ["TERRACE"],
      features: ["SEA_VIEW"],
      areaInSquareMeters: 250.5,
      medias: [],
    });
    expect((await a.get("/vendor/space/list")).json().spaces.map((s: { spaceId: string }) => s.spaceId)).toEqual([space.spaceId]);
    expect((await a.get("/vendor/space", { spaceId: space.spaceId })).json()).toEqual(space);
    // The spec's path carries a trailing slash.
    expect((await a.get("/vendor/space/", { spaceId: space.spaceId })).statusCode).toBe(200);

    const updated = await a.post("/vendor/space/update", {
      spaceId: space.spaceId,
      name: "Orangerie",
      openingHours: "UNTIL_2AM",
    });
    expect(updated.json()).toMatchObject({ spaceId: space.spaceId, name: "Orangerie", openingHours: "UNTIL_2AM" });

    const bad = await a.post("/vendor/space/create", { name: " ", minimumStandingCapacity: 100, maximumStandingCapacity: 50 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      "Le nom de la salle est requis.",
      "La capacité maximale doit être supérieure ou égale à la capacité minimale.",
    ]);

    // Another vendor's ids are not found, and its lists stay its own.
    expect((await b.get("/vendor/space", { spaceId: space.spaceId })).statusCode).toBe(404);
    expect((await b.post("/vendor/space/update", { spaceId: space.spaceId, name: "Volée" })).statusCode).toBe(404);
    expect((await b.post("/vendor/space/delete", { spaceId: space.spaceId })).statusCode).toBe(404);
    expect((await b.get("/vendor/space/list")).json().spaces).toEqual([]);
    expect((await a.get("/vendor/space", { spaceId: space.spaceId })).json().name).toBe("Orangerie");

    expect((await a.post("/vendor/space/delete", { spaceId: space.spaceId })).json()).toEqual({ spaceId: space.spaceId });
    expect((await a.get("/vendor/space", { spaceId: space.spaceId })).statusCode).toBe(404);
  });
});

describe("accommodations", () => {
  it("names new rooms 'Chambre N', defaults beds to one single bed and counts sleeping places", async () => {
    const created = await a.post("/vendor/accommodation/create", {
      name: "Le Pigeonnier",
      rooms: [
        {
          beds: [
            { bedType: "KING", numberOfBeds: 1 },
            { bedType: "BUNK_BED", numberOfBeds: 2 },
          ],
        },
        { name: "Suite nuptiale", beds: [{ bedType: "UNKNOWN_BED" }] },
        {},
      ],
      amenities: ["WIFI", "POOL", "TELEPORTER", "PRM"],
      checkInStartTime: "15:00",
      checkOutTime: "11:00",
    });
    expect(created.statusCode, created.body).toBe(200);
    const accommodation = created.json();
    expect(accommodation.rooms).toEqual([
      {
        name: "Chambre 1",
        image: null,
        beds: [
          { bedType: "KING", numberOfBeds: 1 },
          { bedType: "BUNK_BED", numberOfBeds: 2 },
        ],
      },
      { name: "Suite nuptiale", image: null, beds: [{ bedType: "SINGLE", numberOfBeds: 1 }] },
      { name: "Chambre 3", image: null, beds: [{ bedType: "SINGLE", numberOfBeds: 1 }] },
    ]);
    expect(accommodation.capacity).toBe(2 + 4 + 1 + 1);
    expect(accommodation.amenities).toEqual(["WIFI", "POOL", "PRM"]);
    expect((await a.get("/vendor/accommodation/list")).json().accommodations).toEqual([accommodation]);
    expect((await a.get("/vendor/accommodation", { accommodationId: accommodation.accommodationId })).json()).toEqual(
      accommodation,
    );

    const updated = await a.post("/vendor/accommodation/update", {
      accommodationId: accommodation.accommodationId,
      name: "Le Pigeonnier",
      rooms: [{ name: "Unique", beds: [{ bedType: "DOUBLE", numberOfBeds: 3 }] }],
    });
    expect(updated.json()).toMatchObject({ capacity: 6, amenities: [] });

    const bad = await a.post("/vendor/accommodation/create", { name: "", checkInStartTime: "25:00" });
    expect(bad.json().message).toEqual(["Le nom de l'hébergement est requis.", "L'heure doit être au format HH:MM."]);

    const id = accommodation.accommodationId;
    expect((await b.get("/vendor/accommodation", { accommodationId: id })).statusCode).toBe(404);
    expect((await b.post("/vendor/accommodation/update", { accommodationId: id, name: "X" })).statusCode).toBe(404);
    expect((await b.post("/vendor/accommodation/delete", { accommodationId: id })).statusCode).toBe(404);
    expect((await a.post("/vendor/accommodation/delete", { accommodationId: id })).statusCode).toBe(200);
    expect((await a.get("/vendor/accommodation/list")).json().accommodations).toEqual([]);
  });
});

describe("promotions and team members", () => {
  it("keeps promotions per vendor and checks their dates", async () => {
    const created = await a.post("/vendor/promotions/create", {
      title: "Mariage en semaine -15 %",
      startDate: "2026-01-05",
      endDate: "2026-03-31",
    });
    expect(created.statusCode, created.body).toBe(200);
    const promotion = created.json();
    expect(promotion).toMatchObject({ title: "Mariage en semaine -15 %", description: null, image: null, endDate: "2026-03-31" });
    const bad = await a.post("/vendor/promotions/create", { title: "", startDate: "2026-04-01", endDate: "2026-03-01" });
    expect(bad.json().message).toEqual([
      "Le titre de la promotion est requis.",
      "La date de fin doit être postérieure ou égale à la date de début.",
    ]);
    const updated = await a.post("/vendor/promotions/update", { promotionId: promotion.promotionId, title: "Hiver -20 %" });
    expect(updated.json()).toMatchObject({ title: "Hiver -20 %", startDate: null });
    expect((await b.post("/vendor/promotions/update", { promotionId: promotion.promotionId, title: "X" })).statusCode).toBe(404);
    expect((await b.post("/vendor/promotions/delete", { promotionId: promotion.promotionId })).statusCode).toBe(404);
    expect((await a.get("/vendor/promotions")).json().promotions).toHaveLength(1);
    expect((await b.get("/vendor/promotions")).json().promotions).toEqual([]);
    expect((await a.post("/vendor/promotions/delete", { promotionId: promotion.promotionId })).statusCode).toBe(200);
    expect((await a.get("/vendor/promotions")).json().promotions).toEqual([]);
  });

  it("keeps team members per vendor with the spec's name messages", async () => {
    const bad = await a.post("/vendor/team-members/create", { firstname: "", lastname: "", linkedinUrl: "pas une adresse" });
    expect(bad.json().message).toEqual([
      "Le prénom est requis.",
      "Le nom est requis.",
      "L'adresse du profil LinkedIn est invalide.",
    ]);
    const created = await a.post("/vendor/team-members/create", {
      firstname: "Élise",
      lastname: "Martin",
      position: "Coordinatrice",
      linkedinUrl: "https://www.linkedin.com/in/elise-martin",
    });
    expect(created.statusCode, created.body).toBe(200);
    const member = created.json();
    const updated = await a.post("/vendor/team-members/update", {
      teamMemberId: member.teamMemberId,
      firstname: "Élise",
      lastname: "Roy",
    });
    expect(updated.json()).toMatchObject({ lastname: "Roy", position: null });
    expect((await b.post("/vendor/team-members/update", { ...member, lastname: "X" })).statusCode).toBe(404);
    expect((await b.post("/vendor/team-members/delete", { teamMemberId: member.teamMemberId })).statusCode).toBe(404);
    expect((await a.get("/vendor/team-members")).json().teamMembers.map((x: { lastname: string }) => x.lastname)).toEqual([
      "Roy",
    ]);
    expect((await a.post("/vendor/team-members/delete", { teamMemberId: member.teamMemberId })).statusCode).toBe(200);
    expect((await a.get("/vendor/team-members")).json().teamMembers).toEqual([]);
  });
});

describe("FAQ", () => {
  it("saves the list in its order, reorders, removes the missing entries and refuses another vendor's ids", async () => {
    const first = await a.post("/vendor/faq/update", {
      qas: [
        { question: "Peut-on venir avec son traiteur ?", answer: "Oui, sans droit de bouchon." },
        { question: "Jusqu'à quelle heure ?", answer: "Jusqu'au bout de la nuit." },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const [q1, q2] = first.json().qas;
    expect([q1.position, q2.position]).toEqual([1, 2]);
    const reordered = await a.post("/vendor/faq/update", {
      qas: [
        { questionId: q2.questionId, question: q2.question, answer: q2.answer },
        { questionId: q1.questionId, question: q1.question, answer: "Oui." },
        { question: "Y a-t-il un parking ?", answer: "50 places." },
      ],
    });
    expect(reordered.json().qas.map((q: { questionId: string; position: number }) => [q.questionId, q.position])).toEqual([
      [q2.questionId, 1],
      [q1.questionId, 2],
      [expect.any(String), 3],
    ]);
    const bad = await a.post("/vendor/faq/update", { qas: [{ question: "", answer: "" }] });
    expect(bad.json().message).toEqual(["La question est requise.", "La réponse est requise."]);
    const stolen = await b.post("/vendor/faq/update", {
      qas: [{ questionId: q1.questionId, question: "Volée ?", answer: "Oui." }],
    });
    expect(stolen.statusCode).toBe(404);
    expect((await a.get("/vendor/faq")).json().qas).toHaveLength(3);
    const removed = await a.post("/vendor/faq/update", {
      qas: [{ questionId: q1.questionId, question: q1.question, answer: "Oui." }],
    });
    expect(removed.json().qas).toEqual([{ questionId: q1.questionId, question: q1.question, answer: "Oui.", position: 1 }]);
    expect((await b.get("/vendor/faq")).json().qas).toEqual([]);
  });
});

describe("availabilities", () => {
  it("creates from ISO dates (an instant is its day in Paris), queries a range and deletes", async () => {
    const created = await a.post("/vendor/availabilities/create", {
      dates: ["2026-06-20", "2026-06-26T22:00:00.000Z", "2026-06-20", "2026-07-14"],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().availabilities.map((x: { date: string }) => x.date)).toEqual([
      "2026-06-20",
      "2026-06-27",
      "2026-07-14",
    ]);
    const june = await a.get("/vendor/availabilities", { startDate: "2026-06-01", endDate: "2026-06-30" });
    expect(june.json().availabilities.map((x: { date: string }) => x.date)).toEqual(["2026-06-20", "2026-06-27"]);
    expect(
      (await b.get("/vendor/availabilities", { startDate: "2026-06-01", endDate: "2026-06-30" })).json().availabilities,
    ).toEqual([]);

    const bad = await a.post("/vendor/availabilities/create", { dates: ["2026-02-30"] });
    expect(bad.json().message).toBe("La date est invalide.");
    const reversed = await a.get("/vendor/availabilities", { startDate: "2026-07-01", endDate: "2026-06-01" });
    expect(reversed.json().message).toBe("La date de fin doit être postérieure ou égale à la date de début.");

    const ids = june.json().availabilities.map((x: { availabilityId: string }) => x.availabilityId);
    expect((await b.post("/vendor/availabilities/delete", { availabilitiesId: ids })).statusCode).toBe(404);
    expect((await a.post("/vendor/availabilities/delete", { availabilitiesId: [ids[0], UNKNOWN] })).statusCode).toBe(404);
    const deleted = await a.post("/vendor/availabilities/delete", { availabilitiesId: ids });
    expect(deleted.json()).toEqual({ availabilitiesId: ids });
    const after = await a.get("/vendor/availabilities", { startDate: "2026-01-01", endDate: "2026-12-31" });
    expect(after.json().availabilities.map((x: { date: string }) => x.date)).toEqual(["2026-07-14"]);
  });
});

describe("medias", () => {
  it("lists the Medias folder with titles, order and cover, and deletes photos", async () => {
    const ids = [
      await uploadFile(t, alice, "Medias", "parc.png", 32),
      await uploadFile(t, alice, "Medias", "salle.png", 32),
      await uploadFile(t, alice, "Medias", "nuit.png", 32),
    ];
    const listed = await a.get("/vendor/medias");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().medias.map((x: { filename: string }) => x.filename)).toEqual(ids);
    expect(listed.json().medias[0]).toMatchObject({
      originalName: "parc.png",
      type: "PNG",
      position: 1,
      isCover: false,
      title: null,
    });

    const [parc, salle, nuit] = ids as [string, string, string];
    const updated = await a.post("/vendor/medias/update", {
      medias: [
        { filename: nuit, title: "La nuit", isCover: true },
        { filename: parc, title: "Le parc" },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      updated
        .json()
        .medias.map((x: { filename: string; title: string | null; position: number; isCover: boolean }) => [
          x.filename,
          x.title,
          x.position,
          x.isCover,
        ]),
    ).toEqual([
      [nuit, "La nuit", 1, true],
      [parc, "Le parc", 2, false],
      [salle, null, 3, false],
    ]);
    const twoCovers = await a.post("/vendor/medias/update", {
      medias: [
        { filename: nuit, isCover: true },
        { filename: parc, isCover: true },
      ],
    });
    expect(twoCovers.json().message).toBe("Une seule photo peut être la photo de couverture.");

    // Bob can neither retitle nor delete Alice's photos.
    expect((await b.post("/vendor/medias/update", { medias: [{ filename: nuit, title: "Volée" }] })).statusCode).toBe(404);
    expect((await b.post("/vendor/medias/delete", { medias: [nuit] })).statusCode).toBe(404);
    expect((await b.get("/vendor/medias")).json().medias).toEqual([]);

    const deleted = await a.post("/vendor/medias/delete", { medias: [{ filename: parc }] });
    expect(deleted.json()).toEqual({ medias: [parc] });
    expect(
      (await a.get("/vendor/medias")).json().medias.map((x: { filename: string; position: number }) => [x.filename, x.position]),
    ).toEqual([
      [nuit, 1],
      [salle, 2],
    ]);
  });

  it("answers 404 to a call naming another vendor", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/vendor/medias?vendorId=${alice.vendorId}`,
      headers: bearer(bob.session),
    });
    expect(res.statusCode).toBe(404);
  });
});
