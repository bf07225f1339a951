import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-clients@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-clients@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
});
afterAll(async () => {
  await t.close();
});

const anne = { firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phone: "0612345678" };
const paul = { firstname: "Paul", lastname: "Martin", email: "paul@exemple.fr", phone: "0698765432" };
const company = {
  corporateName: "Événements Durand SAS",
  tradeName: "Durand Events",
  siren: "732829320",
  siret: "73282932000074",
};

async function createIndividual(extra: Record<string, unknown> = {}, as = a) {
  const res = await as.post("/client/individual/create", { contacts: [anne, paul], source: "MARIAGE_NET", ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("client create and update", () => {
  it("creates an individual client named after the couple, with defaults", async () => {
    const client = await createIndividual({
      note: "Contact au salon",
      attachments: [{ fileId: "f1", filename: "plan.jpg", fileType: "jpg", size: 1200 }],
    });
    expect(client).toMatchObject({
      name: "Anne Roy et Paul Martin",
      type: "INDIVIDUAL",
      source: "MARIAGE_NET",
      status: "PROSPECT",
      note: "Contact au salon",
      company: null,
      isArchived: false,
      attachments: [{ fileId: "f1", filename: "plan.jpg", fileType: "JPEG", size: 1200 }],
    });
    expect(client.contacts[0]).toMatchObject({ firstname: "Anne", phoneCode: "33", email: "anne@exemple.fr" });
    const got = await a.get("/client", { clientId: client.clientId });
    expect(got.json()).toEqual(client);
  });

  it("validates every contact with the spec's messages, or only the first when flagged", async () => {
    const incomplete = { firstname: "Paul", lastname: "", email: "", phone: "" };
    const refused = await a.post("/client/individual/create", { contacts: [anne, incomplete] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: ["Le nom est requis.", "L'email est requis.", "Le numéro de téléphone est requis"],
    });
    const firstOnly = await a.post("/client/individual/create", { contacts: [anne, incomplete], validateFirstContactOnly: true });
    expect(firstOnly.statusCode).toBe(200);
    expect(firstOnly.json().contacts[1]).toMatchObject({ firstname: "Paul", lastname: "", email: "" });
    const firstBad = await a.post("/client/individual/create", {
      contacts: [{ ...anne, firstname: "" }],
      validateFirstContactOnly: true,
    });
    expect(firstBad.json().message).toBe("Le prénom est requis.");
  });

  it("creates a professional client whose company is validated as the spec says", async () => {
    const missing = await a.post("/client/professional/create", {
      contacts: [anne],
      company: { ...company, siren: "", siret: "123" },
    });
    expect(missing.json().message).toEqual(["Le SIREN est requis", "Le SIRET doit contenir 14 chiffres"]);
    const names = await a.post("/client/professional/create", {
      contacts: [anne],
      company: { corporateName: "", tradeName: "" },
    });
    expect(names.json().message).toEqual([
      "La raison sociale est requise.",
      "Le nom commercial est requis.",
      "Le SIREN est requis",
      "Le SIRET est requis",
    ]);
    const association = await a.post("/client/professional/create", {
      contacts: [anne],
      company: { corporateName: "Asso", tradeName: "Asso", type: "ASSOCIATION", rnaNumber: "W12" },
    });
    expect(association.json().message).toBe("Le numéro RNA doit contenir la lettre W suivie de 9 chiffres.");
    const pending = await a.post("/client/professional/create", {
      contacts: [anne],
      company: { ...company, siret: "" },
      skipSiretValidation: true,
    });
    expect(pending.statusCode).toBe(200);
    const ok = await a.post("/client/professional/create", {
      contacts: [{ ...anne, address: { street: "3 rue des Lilas", postalCode: "69003", city: "Lyon" } }],
      company: { ...company, address: { street: "8 quai Rambaud", postalCode: "69002", city: "Lyon" } },
      source: "WORD_OF_MOUTH",
      status: "CLIENT",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      type: "PROFESSIONAL",
      name: "Durand Events",
      status: "CLIENT",
      company: { siren: "732829320", siret: "73282932000074", type: "COMPANY" },
    });
    // The head office and each contact's address come back as entered (issue 14).
    const read = (await a.get("/client", { clientId: ok.json().clientId })).json();
    expect(read.company.address).toMatchObject({ street: "8 quai Rambaud", postalCode: "69002", city: "Lyon" });
    expect(read.contacts[0].address).toMatchObject({ street: "3 rue des Lilas", postalCode: "69003", city: "Lyon" });
    const badHeadOffice = await a.post("/client/professional/create", {
      contacts: [anne],
      company: { ...company, address: { postalCode: "6900" } },
    });
    expect(badHeadOffice.statusCode).toBe(400);
    expect(badHeadOffice.json().message).toBe("Le code postal doit contenir 5 chiffres.");
  });

  it("updates an individual and a professional client, switching type", async () => {
    const client = await createIndividual();
    const updated = await a.post("/client/individual/update", {
      clientId: client.clientId,
      contacts: [{ ...anne, lastname: "Roy-Martin" }],
      name: "Les Roy-Martin",
      source: "MY_CITY_HALL",
    });
    expect(updated.json()).toMatchObject({ name: "Les Roy-Martin", source: "MY_CITY_HALL", createdAt: client.createdAt });
    const pro = await a.post("/client/professional/update", { clientId: client.clientId, contacts: [anne], company });
    expect(pro.json()).toMatchObject({ type: "PROFESSIONAL", company: { tradeName: "Durand Events" } });
    const badPro = await a.post("/client/professional/update", {
      clientId: client.clientId,
      contacts: [anne],
      company: { ...company, siren: "1" },
    });
    expect(badPro.json().message).toBe("Le SIREN doit contenir 9 chiffres");
    expect((await a.get("/client", { clientId: client.clientId })).json().type).toBe("PROFESSIONAL");
  });

  it("refuses an unknown source, spelled exactly as the spec spells them", async () => {
    const res = await a.post("/client/individual/create", { contacts: [anne], source: "MY_PERSONAL_WEBSITE" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("La source est invalide.");
    expect((await createIndividual({ source: "MY_PERSONNAL_WEBSITE" })).source).toBe("MY_PERSONNAL_WEBSITE");
  });
});

describe("client status, archive, delete", () => {
  it("sets the status", async () => {
    const client = await createIndividual();
    const res = await a.post("/client/update/status", { clientId: client.clientId, status: "IN_DISCUSSION" });
    expect(res.json().status).toBe("IN_DISCUSSION");
    expect((await a.post("/client/update/status", { clientId: client.clientId, status: "WON" })).json().message).toBe(
      "Le statut du client est invalide.",
    );
  });

  it("archives several clients at once and brings them back", async () => {
    const one = await createIndividual();
    const two = await createIndividual();
    const res = await a.post("/client/archive", { clientIds: [one.clientId, two.clientId] });
    expect(res.json()).toEqual({ clientIds: [one.clientId, two.clientId] });
    const archived = await a.get("/client/list", { isArchived: "true", limit: "100" });
    expect(archived.json().clients.map((c: { clientId: string }) => c.clientId)).toEqual(
      expect.arrayContaining([one.clientId, two.clientId]),
    );
    const active = await a.get("/client/list", { limit: "100" });
    expect(active.json().clients.map((c: { clientId: string }) => c.clientId)).not.toContain(one.clientId);
    await a.post("/client/archive", { clientIds: [one.clientId], isArchived: false });
    expect((await a.get("/client", { clientId: one.clientId })).json().isArchived).toBe(false);
  });

  it("deletes a client", async () => {
    const client = await createIndividual();
    expect((await a.post("/client/delete", { clientId: client.clientId })).json()).toEqual({ clientIds: [client.clientId] });
    const gone = await a.get("/client", { clientId: client.clientId });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Client introuvable.");
    expect((await a.post("/client/delete", { clientId: client.clientId })).statusCode).toBe(404);
  });
});

describe("client list, ids and search", () => {
  let listing: ReturnType<typeof asVendor>;
  beforeAll(async () => {
    const carol = await signUpVendor(t, "carol-clients@exemple.fr", "Domaine Carol");
    listing = asVendor(t, carol);
    const make = (firstname: string, lastname: string, extra: Record<string, unknown> = {}) =>
      listing.post("/client/individual/create", { contacts: [{ ...anne, firstname, lastname }], ...extra });
    await make("Zoé", "Dupont", { source: "BRIDEBOOK" });
    await make("Élodie", "Lefèvre", { status: "CLIENT" });
    await make("Bruno", "Marchand", { source: "BRIDEBOOK", status: "LOST" });
    await listing.post("/client/professional/create", { contacts: [anne], company: { ...company, tradeName: "Agence Étoile" } });
  });

  it("pages with a bounded limit, filters and sorts", async () => {
    const first = await listing.get("/client/list", { limit: "2", sort: "name", order: "asc" });
    expect(first.json()).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(first.json().clients.map((c: { name: string }) => c.name)).toEqual(["Agence Étoile", "Bruno Marchand"]);
    const second = await listing.get("/client/list", { limit: "2", page: "2", sort: "name", order: "asc" });
    expect(second.json().clients.map((c: { name: string }) => c.name)).toEqual(["Élodie Lefèvre", "Zoé Dupont"]);
    expect(second.json().total).toBe(4);
    // A page past the last one (a stale link) is empty and still tells the true total.
    const beyond = await listing.get("/client/list", { limit: "2", page: "5" });
    expect(beyond.json()).toMatchObject({ clients: [], total: 4, page: 5 });
    const newest = await listing.get("/client/list");
    expect(newest.json().clients[0].name).toBe("Agence Étoile");
    const bridebook = await listing.get("/client/list", { source: "BRIDEBOOK", status: "LOST" });
    expect(bridebook.json().clients.map((c: { name: string }) => c.name)).toEqual(["Bruno Marchand"]);
    const pros = await listing.get("/client/list", { type: "PROFESSIONAL" });
    expect(pros.json().total).toBe(1);
    const tooMany = await listing.get("/client/list", { limit: "101" });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Le nombre d'éléments par page doit être compris entre 1 et 100.");
  });

  it("searches from 3 characters, ignoring accents and case, forgiving a typo", async () => {
    const names = async (searchTerm: string) =>
      (await listing.get("/client/search", { searchTerm })).json().clients.map((c: { name: string }) => c.name);
    expect(await names("du")).toEqual([]);
    expect(await names("")).toEqual([]);
    expect(await names("zoe")).toEqual(["Zoé Dupont"]);
    expect(await names("ELODIE")).toEqual(["Élodie Lefèvre"]);
    expect(await names("lefevre")).toEqual(["Élodie Lefèvre"]);
    expect(await names("Dupond")).toEqual(["Zoé Dupont"]);
    expect(await names("Marchant")).toEqual(["Bruno Marchand"]);
    expect(await names("etoile")).toEqual(["Agence Étoile"]);
    expect(await names("100%")).toEqual([]);
    expect(await names("xyzzy")).toEqual([]);
  });

  it("fetches clients by ids", async () => {
    const all = (await listing.get("/client/list")).json().clients as { clientId: string }[];
    const ids = all.slice(0, 2).map((c) => c.clientId);
    const res = await listing.post("/client/ids", { clientIds: ids });
    expect(
      res
        .json()
        .clients.map((c: { clientId: string }) => c.clientId)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await listing.post("/client/ids", { clientIds: [] })).json().message).toBe("Choisissez au moins un client.");
  });
});

describe("client list sorted by name, any page", () => {
  it("walks the names both ways, equal names in creation order, archived ones apart, each page with the true total", async () => {
    const dan = asVendor(t, await signUpVendor(t, "dan-clients@exemple.fr", "Grange Dan"));
    const ids: Record<string, string> = {};
    for (const [key, firstname, lastname] of [
      ["leo1", "Léo", "Petit"],
      ["ines", "Inès", "Garnier"],
      ["leo2", "Leo", "Petit"],
      ["adele", "Adèle", "Bernard"],
      ["marc", "Marc", "Roux"],
    ] as const) {
      ids[key] = (await dan.post("/client/individual/create", { contacts: [{ ...anne, firstname, lastname }] })).json().clientId;
    }
    await dan.post("/client/archive", { clientIds: [ids.marc], isArchived: true });
    const page = async (query: Record<string, string>) => {
      const body = (await dan.get("/client/list", { limit: "2", sort: "name", ...query })).json();
      return { ids: body.clients.map((c: { clientId: string }) => c.clientId), total: body.total };
    };
    // « Léo Petit » and « Leo Petit » fold to one name: the one created first comes first going up, last going down.
    expect(await page({ order: "asc" })).toEqual({ ids: [ids.adele, ids.ines], total: 4 });
    expect(await page({ order: "asc", page: "2" })).toEqual({ ids: [ids.leo1, ids.leo2], total: 4 });
    expect(await page({ order: "desc" })).toEqual({ ids: [ids.leo2, ids.leo1], total: 4 });
    expect(await page({ order: "desc", page: "2" })).toEqual({ ids: [ids.ines, ids.adele], total: 4 });
    expect(await page({ order: "asc", page: "3" })).toEqual({ ids: [], total: 4 });
    expect(await page({ order: "asc", isArchived: "true" })).toEqual({ ids: [ids.marc], total: 1 });
  });
});

describe("phone search", () => {
  it("finds a number however it was typed or is searched: spaces, dots, +33, 0033", async () => {
    const dina = asVendor(t, await signUpVendor(t, "dina-clients@exemple.fr", "Domaine Dina"));
    const make = async (firstname: string, phone: string, phoneCode = "33") => {
      const res = await dina.post("/client/individual/create", {
        contacts: [{ ...anne, firstname, lastname: "Tel", phone, phoneCode }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().clientId as string;
    };
    const spaces = await make("Spaces", "06 12 34 56 78");
    await dina.post("/event/create", { eventName: "Mariage Tel", clientId: spaces });
    await make("Plus", "+33 7 11 22 33 44");
    await make("Dots", "06.98.76.54.32");
    await make("British", "+44 7911 123456", "44");
    const names = async (searchTerm: string) =>
      (await dina.get("/client/search", { searchTerm }))
        .json()
        .clients.map((c: { name: string }) => c.name)
        .sort();
    expect(await names("0612345678")).toEqual(["Spaces Tel"]);
    expect(await names("+33612345678")).toEqual(["Spaces Tel"]);
    expect(await names("06 12 34")).toEqual(["Spaces Tel"]);
    expect(await names("0711223344")).toEqual(["Plus Tel"]);
    expect(await names("07 11 22")).toEqual(["Plus Tel"]);
    expect(await names("0033711223344")).toEqual(["Plus Tel"]);
    expect(await names("0698765432")).toEqual(["Dots Tel"]);
    expect(await names("7911123456")).toEqual(["British Tel"]);
    expect(await names("0600000000")).toEqual([]);
    // The events search finds the events of the clients it finds.
    const events = await dina.get("/event/search", { searchTerm: "0612345678" });
    expect(events.json().events.map((e: { eventName: string }) => e.eventName)).toEqual(["Mariage Tel"]);
  });
});

describe("another vendor's clients", () => {
  it("answers 404 to every call naming one, and changes nothing", async () => {
    const client = await createIndividual();
    const mine = await createIndividual({}, b);
    const id = { clientId: client.clientId };
    const calls = [
      b.get("/client", id),
      b.post("/client/ids", { clientIds: [mine.clientId, client.clientId] }),
      b.post("/client/individual/update", { ...id, contacts: [paul] }),
      b.post("/client/professional/update", { ...id, contacts: [paul], company }),
      b.post("/client/update/status", { ...id, status: "LOST" }),
      b.post("/client/delete", id),
      b.post("/client/archive", { clientIds: [mine.clientId, client.clientId] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Client introuvable.");
    }
    expect((await a.get("/client", id)).json()).toEqual(client);
    expect((await b.get("/client", { clientId: mine.clientId })).json().isArchived).toBe(false);
    expect(
      (await b.get("/client/search", { searchTerm: "Anne" })).json().clients.map((c: { clientId: string }) => c.clientId),
    ).toEqual([mine.clientId]);
  });

  it("answers 404 when the vendor itself is someone else's", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/client/list",
      query: { vendorId: alice.vendorId },
      headers: { authorization: `Bearer ${bob.session.token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Prestataire introuvable.");
  });
});
