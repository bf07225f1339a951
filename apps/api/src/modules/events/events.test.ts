import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;

const anne = { firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phone: "0612345678" };

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "alice-events@exemple.fr", "Château Alice"));
  bob = await signUpVendor(t, "bob-events@exemple.fr", "Moulin Bob");
  b = asVendor(t, bob);
  clientId = (await a.post("/client/individual/create", { contacts: [anne] })).json().clientId;
});
afterAll(async () => {
  await t.close();
});

async function createEvent(fields: Record<string, unknown> = {}, as = a) {
  const res = await as.post("/event/create", { eventName: "Mariage Roy", ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("event create, get, update", () => {
  it("creates a wedding in the first status, with its client", async () => {
    const event = await createEvent({ clientId, date: "2027-06-12", guestsCount: 120, approximateGuestsCount: 130 });
    expect(event).toMatchObject({
      eventName: "Mariage Roy",
      eventType: "WEDDING",
      status: "REQUEST_RECEIVED",
      date: "2027-06-12",
      guestsCount: 120,
      approximateGuestsCount: 130,
      note: null,
      clientId,
      client: { clientId, name: "Anne Roy" },
      isArchived: false,
    });
    expect((await a.get("/event", { eventId: event.eventId })).json()).toEqual(event);
    expect((await a.get("/event", { eventId: event.eventId, isArchived: "true" })).statusCode).toBe(404);
  });

  it("takes any of the 26 types, an approximate date, and a start and end", async () => {
    const event = await createEvent({
      eventType: "SEMINAR",
      approximateDate: "2027-SPRING",
      startDate: "2027-04-01",
      endDate: "2027-04-03",
    });
    expect(event).toMatchObject({
      eventType: "SEMINAR",
      approximateDate: "2027-SPRING",
      startDate: "2027-04-01",
      endDate: "2027-04-03",
    });
    const wrong = await a.post("/event/create", { eventName: "x", startDate: "2027-04-03", endDate: "2027-04-01" });
    expect(wrong.json().message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
    expect((await a.post("/event/create", { eventName: "" })).json().message).toBe("Le nom de l'événement est requis.");
    expect((await a.post("/event/create", { eventName: "x", status: "NOPE" })).json().message).toBe(
      "Ce statut n'existe pas dans votre pipeline.",
    );
  });

  it("ignores a note or client sent on create; update carries the note and empties what is left out", async () => {
    const event = await createEvent({ note: "ignorée", client: { name: "x" }, guestsCount: 80, date: "2027-07-01" });
    expect(event.note).toBeNull();
    const updated = await a.post("/event/update", {
      eventId: event.eventId,
      eventName: "Mariage Roy-Martin",
      note: "Visite le 3",
      clientId,
    });
    expect(updated.json()).toMatchObject({
      eventName: "Mariage Roy-Martin",
      note: "Visite le 3",
      guestsCount: null,
      date: null,
      status: "REQUEST_RECEIVED",
      client: { clientId },
    });
  });

  it("refuses a space that is not the vendor's", async () => {
    const res = await a.post("/event/create", { eventName: "x", spaceId: "6f1c2b9e-3a0d-4c39-9a57-2f1d7e0b8c11" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Salle introuvable.");
  });
});

describe("event lists", () => {
  let lister: ReturnType<typeof asVendor>;
  let ids: string[];
  beforeAll(async () => {
    lister = asVendor(t, await signUpVendor(t, "carol-events@exemple.fr", "Domaine Carol"));
    ids = [];
    for (let i = 1; i <= 5; i++) ids.push((await createEvent({ eventName: `Événement ${i}` }, lister)).eventId);
    await lister.post("/event/status/update", { eventId: ids[0], status: "QUOTE_SENT" });
    await lister.post("/event/archive", { eventIds: [ids[1]] });
  });

  it("pages the list with nextPage, newest first, archived apart", async () => {
    const first = await lister.get("/event/list", { limit: "2" });
    expect(first.json().events.map((e: { eventName: string }) => e.eventName)).toEqual(["Événement 5", "Événement 4"]);
    const second = await lister.get("/event/list", { limit: "2", nextPage: first.json().nextPage });
    expect(second.json().events.map((e: { eventName: string }) => e.eventName)).toEqual(["Événement 3", "Événement 1"]);
    expect(second.json().nextPage).toBeNull();
    const archived = await lister.get("/event/list", { isArchived: "true" });
    expect(archived.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([ids[1]]);
    const all = await lister.get("/event/list/all");
    expect(all.json().events).toHaveLength(5);
    expect((await lister.get("/event/list", { nextPage: "%%%" })).statusCode).toBe(400);
  });

  it("filters by status", async () => {
    const quotes = await lister.get("/event/status", { status: "QUOTE_SENT" });
    expect(quotes.json()).toMatchObject({ nextPage: null, events: [{ eventId: ids[0], status: "QUOTE_SENT" }] });
    const bad = await lister.post("/event/status/update", { eventId: ids[0], status: "WON" });
    expect(bad.json().message).toBe("Ce statut n'existe pas dans votre pipeline.");
  });

  it("lists the events of a client", async () => {
    const mine = await createEvent({ clientId });
    const res = await a.get("/event/list/client", { clientId });
    expect(res.json().events.map((e: { eventId: string }) => e.eventId)).toContain(mine.eventId);
    expect(res.json().events.every((e: { clientId: string }) => e.clientId === clientId)).toBe(true);
  });

  it("archives several events at once and brings them back", async () => {
    const res = await lister.post("/event/archive", { eventIds: [ids[2], ids[3]] });
    expect(res.json()).toEqual({ eventIds: [ids[2], ids[3]] });
    expect((await lister.get("/event", { eventId: ids[2] as string })).json().isArchived).toBe(true);
    await lister.post("/event/archive", { eventIds: [ids[2], ids[3]], isArchived: false });
    expect((await lister.get("/event", { eventId: ids[2] as string })).json().isArchived).toBe(false);
  });

  it("searches by event name or client, from 3 characters, accents and a typo forgiven", async () => {
    await createEvent({ eventName: "Séminaire Durand" });
    const names = async (searchTerm: string) =>
      (await a.get("/event/search", { searchTerm })).json().events.map((e: { eventName: string }) => e.eventName);
    expect(await names("se")).toEqual([]);
    expect(await names("seminaire")).toEqual(["Séminaire Durand"]);
    expect(await names("Durant")).toEqual(["Séminaire Durand"]);
    expect(await names("anne roy")).toContain("Mariage Roy");
  });

  it("gives the dates in a range, bounded to 366 days", async () => {
    const dated = asVendor(t, await signUpVendor(t, "dates-events@exemple.fr", "Domaine Dates"));
    await createEvent({ eventName: "Juin", date: "2027-06-12" }, dated);
    await createEvent({ eventName: "Week-end", startDate: "2027-06-30", endDate: "2027-07-02" }, dated);
    await createEvent({ eventName: "Août", date: "2027-08-01" }, dated);
    const june = await dated.get("/event/dates", { startDate: "2027-06-01", endDate: "2027-06-30" });
    expect(june.json().dates.map((d: { eventName: string }) => d.eventName)).toEqual(["Juin", "Week-end"]);
    const long = await dated.get("/event/dates", { startDate: "2027-01-01", endDate: "2028-06-01" });
    expect(long.json().message).toBe("La période ne peut pas dépasser 366 jours.");
  });
});

describe("event-linked vendors", () => {
  it("links, updates and removes another vendor of the event", async () => {
    const event = await createEvent();
    const linked = await a.post("/event/vendor/link", {
      eventId: event.eventId,
      vendorType: "FLORIST",
      companyName: "Fleurs de Lys",
      website: "https://fleurs.example",
      contact: { firstname: "Léa", lastname: "Lys", email: "lea@fleurs.example" },
      socials: [{ type: "INSTAGRAM", url: "https://instagram.com/fleurs" }],
      medias: [{ url: "https://fleurs.example/bouquet.jpg", title: "Bouquet" }],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      isVerified: false,
      eventId: event.eventId,
      vendorType: "FLORIST",
      companyName: "Fleurs de Lys",
    });
    const linkedVendorId = linked.json().vendorId;
    const listed = await a.get("/event/vendors", { eventId: event.eventId });
    expect(listed.json().vendors).toEqual([linked.json()]);
    const updated = await a.post("/event/vendor/link/update", {
      eventId: event.eventId,
      linkedVendorId,
      vendorType: "FLORIST",
      companyName: "Fleurs de Lys & Co",
    });
    expect(updated.json()).toMatchObject({ vendorId: linkedVendorId, companyName: "Fleurs de Lys & Co", website: null });
    const removed = await a.get("/event/vendor/link/remove", { eventId: event.eventId, linkedVendorId });
    expect(removed.json()).toEqual({ eventId: event.eventId, linkedVendorId });
    expect((await a.get("/event/vendors", { eventId: event.eventId })).json().vendors).toEqual([]);
    expect((await a.get("/event/vendor/link/remove", { eventId: event.eventId, linkedVendorId })).statusCode).toBe(404);
  });

  it("links a published Cortège vendor as verified, and refuses an unpublished one", async () => {
    const event = await createEvent();
    const unpublished = await a.post("/event/vendor/link", {
      eventId: event.eventId,
      linkedVendorId: bob.vendorId,
      vendorType: "DJ",
      companyName: "x",
    });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().message).toBe("Prestataire lié introuvable.");
    await t.database.pool.query("UPDATE vendors SET is_published = true WHERE id = $1", [bob.vendorId]);
    const verified = await a.post("/event/vendor/link", {
      eventId: event.eventId,
      linkedVendorId: bob.vendorId,
      vendorType: "DJ",
      companyName: "x",
    });
    expect(verified.json()).toMatchObject({
      vendorId: bob.vendorId,
      isVerified: true,
      companyName: "Moulin Bob",
      vendorType: "RECEPTION_VENUE",
    });
    const again = await a.post("/event/vendor/link", {
      eventId: event.eventId,
      linkedVendorId: bob.vendorId,
      vendorType: "DJ",
      companyName: "x",
    });
    expect(again.json().message).toBe("Ce prestataire est déjà lié à cet événement.");
    await t.database.pool.query("UPDATE vendors SET is_published = false WHERE id = $1", [bob.vendorId]);
  });

  it("validates the linked vendor's fields", async () => {
    const event = await createEvent();
    const res = await a.post("/event/vendor/link", {
      eventId: event.eventId,
      vendorType: "DJ",
      companyName: " ",
      website: "ftp://x",
    });
    expect(res.json().message).toEqual(["Le nom du prestataire est requis.", "L'adresse du site internet est invalide."]);
  });
});

describe("another vendor's events", () => {
  it("answers 404 to every call naming one, and changes nothing", async () => {
    const event = await createEvent({ clientId });
    const link = (await a.post("/event/vendor/link", { eventId: event.eventId, vendorType: "DJ", companyName: "DJ Max" })).json();
    const eventId = event.eventId;
    const responses = [
      await b.get("/event", { eventId }),
      await b.post("/event/update", { eventId, eventName: "Piraté" }),
      await b.post("/event/status/update", { eventId, status: "REFUSED" }),
      await b.post("/event/archive", { eventIds: [eventId] }),
      await b.get("/event/vendors", { eventId }),
      await b.post("/event/vendor/link", { eventId, vendorType: "DJ", companyName: "Intrus" }),
      await b.post("/event/vendor/link/update", {
        eventId,
        linkedVendorId: link.vendorId,
        vendorType: "DJ",
        companyName: "Intrus",
      }),
      await b.get("/event/vendor/link/remove", { eventId, linkedVendorId: link.vendorId }),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Événement introuvable.");
    }
    for (const res of [
      await b.get("/event/list/client", { clientId }),
      await b.post("/event/create", { eventName: "Intrus", clientId }),
      await b.post("/event/update", { eventId: (await createEvent({}, b)).eventId, eventName: "x", clientId }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Client introuvable.");
    }
    expect((await a.get("/event", { eventId })).json()).toEqual(event);
    expect((await a.get("/event/vendors", { eventId })).json().vendors).toEqual([link]);
    const found = (await b.get("/event/search", { searchTerm: "Mariage Roy" })).json().events;
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((e: { eventId: string }) => e.eventId)).not.toContain(eventId);
    expect((await b.get("/event/list/all")).json().events.every((e: { clientId: string | null }) => e.clientId === null)).toBe(
      true,
    );
  });
});
