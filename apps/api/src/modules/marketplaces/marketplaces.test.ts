import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceConnections } from "../../db/schema/index.ts";
import { type MarketplaceAStandIn, startMarketplaceAStandIn } from "../../test/marketplace-a-stand-in.ts";
import { type MarketplaceBStandIn, startMarketplaceBStandIn } from "../../test/marketplace-b-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let standA: MarketplaceAStandIn;
let standB: MarketplaceBStandIn;
let t: TestApp;
let alice: ReturnType<typeof asVendor>;
let bob: ReturnType<typeof asVendor>;
let aliceId: string;

const lead = (name: string, email: string | null, phone: string | null, eventDate = "2027-06-12", guests = 120) => ({
  name,
  email,
  phone,
  eventDate,
  guests,
  message: `Bonjour, nous cherchons un lieu pour ${guests} invités.`,
});

beforeAll(async () => {
  standA = await startMarketplaceAStandIn({ pageSize: 2 });
  standB = await startMarketplaceBStandIn({ pageSize: 2 });
  t = await createTestApp({ marketplaces: { aUrl: standA.url, bUrl: standB.url, syncSeconds: 300 } });
  const who = await signUpVendor(t, "alice-mp@exemple.fr", "Domaine Alice");
  aliceId = who.vendorId;
  alice = asVendor(t, who);
  bob = asVendor(t, await signUpVendor(t, "bob-mp@exemple.fr", "Moulin Bob"));
  standA.addAccount("alice@domaine.fr", "secret-a");
  standB.addAccount("domaine-alice", "secret-b");
  standB.addAccount("moulin-bob", "secret-bob");
});
afterAll(async () => {
  await t.close();
  await standA.close();
  await standB.close();
});

describe("marketplace A (JSON API, bearer session)", () => {
  it("refuses wrong credentials with the marketplace's own message, connection flag off", async () => {
    const res = await alice.post("/messaging/marketplace-a/login", { username: "alice@domaine.fr", password: "wrong" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "MARKETPLACE_LOGIN_REFUSED",
      message: "La marketplace a refusé la connexion. Adresse e-mail ou mot de passe incorrect.",
    });
    expect((await alice.get("/messaging/config")).json()).toMatchObject({ isMarketplaceAConnected: false });
    expect((await alice.get("/messaging/marketplaces")).json().connections[0]).toMatchObject({
      marketplace: "A",
      isConnected: false,
    });
  });

  it("connects, keeps the password sealed and never answers it, and brings the leads in at once", async () => {
    standA.addLead("alice@domaine.fr", lead("Julie Martin", "julie@exemple.fr", "06 12 34 56 78"));
    standA.addLead("alice@domaine.fr", lead("Marc Petit", "marc@exemple.fr", null, "2027-09-04", 80));
    standA.addLead("alice@domaine.fr", lead("Léa Roux", null, "+33 7 11 22 33 44", "2027-05-01", 60));
    const res = await alice.post("/messaging/marketplace-a/login", { username: "alice@domaine.fr", password: "secret-a" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain("secret-a");
    expect(res.json().connections[0]).toMatchObject({
      marketplace: "A",
      isAvailable: true,
      isConnected: true,
      username: "alice@domaine.fr",
    });
    expect((await alice.get("/messaging/config")).json()).toMatchObject({
      isMarketplaceAConnected: true,
      isMarketplaceBConnected: false,
    });

    const [row] = await t.database.db
      .select()
      .from(marketplaceConnections)
      .where(and(eq(marketplaceConnections.vendorId, aliceId), eq(marketplaceConnections.marketplace, "A")));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain("secret-a");
    expect(row?.sessionSealed).toMatch(/^v1\./);

    // Three leads over two of the marketplace's pages, newest first, paged by us too.
    const list = (await alice.get("/messaging/marketplace-a/list", { page: "1" })).json();
    expect(list).toMatchObject({ totalPages: 1, currentPage: 1, nextPage: null });
    expect(list.conversations.map((c: { name: string }) => c.name).sort()).toEqual(["Julie Martin", "Léa Roux", "Marc Petit"]);
    const julie = list.conversations.find((c: { name: string }) => c.name === "Julie Martin");
    expect(julie).toMatchObject({ status: "PENDING", eventDate: "2027-06-12", numberOfGuests: 120, isUnread: true });

    const client = (await alice.get("/client", { clientId: julie.clientId })).json();
    expect(client).toMatchObject({ name: "Julie Martin", source: "MARIAGE_NET", status: "PROSPECT" });
    expect(client.contacts[0]).toMatchObject({
      firstname: "Julie",
      lastname: "Martin",
      email: "julie@exemple.fr",
      phone: "06 12 34 56 78",
    });
    const event = (await alice.get("/event", { eventId: julie.eventId })).json();
    expect(event).toMatchObject({
      status: "REQUEST_RECEIVED",
      date: "2027-06-12",
      approximateGuestsCount: 120,
      clientId: julie.clientId,
    });

    const thread = (
      await alice.get("/messaging/marketplace-a/conversation", { clientId: julie.clientId, eventId: julie.eventId })
    ).json();
    expect(thread.messages).toEqual([
      expect.objectContaining({ sender: "CLIENT", body: "Bonjour, nous cherchons un lieu pour 120 invités." }),
    ]);
    expect(thread.conversation.isUnread).toBe(false);
  });

  it("matches an existing client by e-mail, then by phone, and merges a lead the directory sent twice", async () => {
    const known = await alice.post("/client/individual/create", {
      contacts: [{ firstname: "Chloé", lastname: "Bernard", email: "chloe@exemple.fr", phone: "0699887766", phoneCode: "33" }],
      source: "WORD_OF_MOUTH",
    });
    expect(known.statusCode, known.body).toBe(200);
    const byPhone = await alice.post("/client/individual/create", {
      contacts: [{ firstname: "Hugo", lastname: "Blanc", email: "hugo@exemple.fr", phone: "06 55 44 33 22", phoneCode: "33" }],
    });
    standA.addLead("alice@domaine.fr", lead("Chloé B.", "Chloe@Exemple.fr", null, "2027-07-03"));
    standA.addLead("alice@domaine.fr", lead("Hugo", null, "+33655443322", "2027-08-21"));
    standA.addLead("alice@domaine.fr", lead("Hugo", null, "+33655443322", "2027-08-21", 90));
    const sync = await alice.post("/messaging/marketplace-a/login", { username: "alice@domaine.fr", password: "secret-a" });
    expect(sync.statusCode).toBe(200);

    const all = (await alice.get("/messaging/marketplace-a/list")).json().conversations as {
      name: string;
      clientId: string;
      eventId: string;
    }[];
    expect(all.filter((c) => c.clientId === known.json().clientId).map((c) => c.name)).toEqual(["Chloé B."]);
    const hugo = all.filter((c) => c.clientId === byPhone.json().clientId);
    expect(hugo).toHaveLength(1);
    const thread = (
      await alice.get("/messaging/marketplace-a/conversation", {
        clientId: hugo[0]?.clientId ?? "",
        eventId: hugo[0]?.eventId ?? "",
      })
    ).json();
    expect(thread.messages).toHaveLength(2);
    // The known client keeps its own source.
    expect((await alice.get("/client", { clientId: known.json().clientId })).json().source).toBe("WORD_OF_MOUTH");
  });

  it("never creates a lead twice, even with two syncs at once", async () => {
    standA.addLead("alice@domaine.fr", lead("Inès Faure", "ines@exemple.fr", null, "2027-10-10"));
    const before = (await alice.get("/messaging/marketplace-a/list")).json().conversations.length;
    const twice = await Promise.all([
      alice.post("/messaging/marketplace-a/login", { username: "alice@domaine.fr", password: "secret-a" }),
      alice.post("/messaging/marketplace-a/login", { username: "alice@domaine.fr", password: "secret-a" }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = (await alice.get("/messaging/marketplace-a/list")).json().conversations as { name: string }[];
    expect(after).toHaveLength(before + 1);
    const found = (await alice.get("/client/search", { searchTerm: "Inès Faure" })).json().clients as { name: string }[];
    expect(found.filter((c) => c.name === "Inès Faure")).toHaveLength(1);
  });

  it("answers with the HTML stripped, changes the status, and re-logs in once when the session expired", async () => {
    const list = (await alice.get("/messaging/marketplace-a/list")).json().conversations as {
      name: string;
      clientId: string;
      eventId: string;
      id: string;
    }[];
    const julie = list.find((c) => c.name === "Julie Martin");
    if (!julie) throw new Error("no lead");
    standA.expireSessions();
    const logins = standA.requests.filter((r) => r.path === "/api/v1/sessions").length;
    const sent = await alice.post("/messaging/marketplace-a/send-message", {
      clientId: julie.clientId,
      eventId: julie.eventId,
      body: "<p>Bonjour Julie,</p><p>Le <b>12 juin</b> est libre &amp; nous serions ravis.</p><script>x()</script>",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(standA.requests.filter((r) => r.path === "/api/v1/sessions").length).toBe(logins + 1);
    const remote = standA.account("alice@domaine.fr")?.leads.find((l) => l.name === "Julie Martin");
    expect(remote?.messages.at(-1)).toMatchObject({
      from: "vendor",
      text: "Bonjour Julie,\nLe 12 juin est libre & nous serions ravis.",
    });
    expect(sent.json().messages.at(-1)).toMatchObject({
      sender: "VENDOR",
      body: "Bonjour Julie,\nLe 12 juin est libre & nous serions ravis.",
    });

    const changed = await alice.post("/messaging/marketplace-a/change-status", {
      clientId: julie.clientId,
      eventId: julie.eventId,
      status: "BOOKED",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe("BOOKED");
    expect(remote?.status).toBe("BOOKED");
    const bad = await alice.post("/messaging/marketplace-a/change-status", {
      clientId: julie.clientId,
      eventId: julie.eventId,
      status: "DONE",
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().message)).toContain("En attente, Réservée, Traitée ou Refusée");
  });

  it("answers a rate limit and an outage in French, and backs off the sync", async () => {
    const list = (await alice.get("/messaging/marketplace-a/list")).json().conversations as {
      clientId: string;
      eventId: string;
    }[];
    const first = list[0];
    if (!first) throw new Error("no lead");
    standA.rateLimit(1, 120);
    const limited = await alice.post("/messaging/marketplace-a/change-status", { ...first, status: "PROCESSED" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "MARKETPLACE_RATE_LIMITED",
      message: "La marketplace limite les requêtes : réessayez dans quelques minutes.",
    });

    standA.setDown(true);
    const down = await alice.post("/messaging/marketplace-a/send-message", { ...first, body: "Bonjour" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: "MARKETPLACE_UNAVAILABLE",
      message: "La marketplace ne répond pas : réessayez plus tard.",
    });
    // The thread still opens from what was received.
    expect((await alice.get("/messaging/marketplace-a/conversation", first)).statusCode).toBe(200);
    standA.setDown(false);
  });

  it("keeps vendors apart: another vendor's conversation is not found", async () => {
    const first = (await alice.get("/messaging/marketplace-a/list")).json().conversations[0];
    const res = await bob.get("/messaging/marketplace-a/conversation", { clientId: first.clientId, eventId: first.eventId });
    expect(res.statusCode).toBe(404);
    expect((await bob.get("/messaging/marketplace-a/list")).json().conversations).toEqual([]);
  });
});

describe("marketplace B (cookie session, form posts with CSRF)", () => {
  it("refuses wrong credentials with the site's error text", async () => {
    const res = await bob.post("/messaging/marketplace-b/login", { username: "moulin-bob", password: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "La marketplace a refusé la connexion. Identifiant ou mot de passe invalide. Vérifiez vos accès partenaire.",
    );
  });

  it("connects, syncs, answers and changes the status through form posts", async () => {
    standB.addLead("domaine-alice", lead("Emma Girard", "emma@exemple.fr", "0611111111", "2027-06-26", 150));
    const res = await alice.post("/messaging/marketplace-b/login", { username: "domaine-alice", password: "secret-b" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await alice.get("/messaging/config")).json()).toMatchObject({
      isMarketplaceAConnected: true,
      isMarketplaceBConnected: true,
    });
    const [emma] = (await alice.get("/messaging/marketplace-b/list")).json().conversations;
    expect(emma).toMatchObject({ name: "Emma Girard", eventDate: "2027-06-26", numberOfGuests: 150, status: "PENDING" });
    expect((await alice.get("/client", { clientId: emma.clientId })).json().source).toBe("MILLE_UNE_SALLES");

    standB.expireSessions();
    const sent = await alice.post("/messaging/marketplace-b/send-message", {
      clientId: emma.clientId,
      eventId: emma.eventId,
      body: "Avec <i>plaisir</i> !",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const remote = standB.account("domaine-alice")?.leads[0];
    expect(remote?.messages.at(-1)).toMatchObject({ from: "vendor", text: "Avec plaisir !" });
    const changed = await alice.post("/messaging/marketplace-b/change-status", {
      clientId: emma.clientId,
      eventId: emma.eventId,
      status: "REFUSED",
    });
    expect(changed.json().status).toBe("REFUSED");
    expect(remote?.status).toBe("REFUSED");
  });

  it("turns the connection off when the stored password stops working, and disconnects on request", async () => {
    const [emma] = (await alice.get("/messaging/marketplace-b/list")).json().conversations;
    const account = standB.account("domaine-alice");
    if (!account) throw new Error("no account");
    account.password = "changed-on-the-site";
    standB.expireSessions();
    const res = await alice.post("/messaging/marketplace-b/change-status", {
      clientId: emma.clientId,
      eventId: emma.eventId,
      status: "PENDING",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("MARKETPLACE_LOGIN_REFUSED");
    expect((await alice.get("/messaging/config")).json()).toMatchObject({ isMarketplaceBConnected: false });
    expect((await alice.get("/messaging/marketplaces")).json().connections[1]).toMatchObject({
      isConnected: false,
      lastError: expect.stringContaining("refusé"),
    });

    const off = await alice.post("/messaging/marketplace-a/disconnect");
    expect(off.statusCode).toBe(200);
    expect(off.json().connections[0]).toMatchObject({ isConnected: false, username: null });
    expect((await alice.get("/messaging/config")).json()).toMatchObject({ isMarketplaceAConnected: false });
    const rows = await t.database.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.vendorId, aliceId));
    expect(rows.map((r) => r.marketplace)).toEqual(["B"]);
    // What was received stays readable.
    expect((await alice.get("/messaging/marketplace-a/list")).json().conversations.length).toBeGreaterThan(0);
  });
});
