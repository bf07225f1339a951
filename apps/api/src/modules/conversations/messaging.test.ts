import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "../public-showcase/showcase-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let slug: string;

const m = (path: string) => `/messaging${path}`;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-messages@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-messages@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeShowcase(t, alice);
  expect((await a.post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
  slug = (await a.get("/vendor")).json().slug;
});
afterAll(async () => {
  await t.close();
});

let ip = 1;
/** A couple's request through the public showcase form: it opens a conversation with their message. */
async function coupleRequest(firstname: string, message: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/prestataires/${slug}/demande`,
    remoteAddress: `10.1.0.${ip++}`,
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      firstname,
      lastname: "Martin",
      email: `couple${ip}@exemple.fr`,
      phone: "06 12 34 56 78",
      date: "2030-06-15",
      month: "",
      guestsCount: "120",
      message,
      site_web: "",
    }).toString(),
  });
  expect(res.statusCode, res.body).toBeLessThan(400);
  const list = (await a.get(m("/list"), { limit: "100" })).json();
  const item = list.conversations.find((c: { name: string }) => c.name.startsWith(firstname));
  expect(item).toBeDefined();
  return item as { id: string; clientId: string; eventId: string };
}

describe("messaging: a vendor's conversations", () => {
  it("lists a couple's request with its event card, unread, and counts it", async () => {
    const before = (await a.get(m("/counter"))).json().counter;
    const lea = await coupleRequest("Léa", "Bonjour, nous aimerions visiter votre domaine.");
    const list = (await a.get(m("/list"))).json();
    expect(list).toMatchObject({ currentPage: 1, totalPages: 1, nextPage: null });
    const item = list.conversations.find((c: { id: string }) => c.id === lea.id);
    expect(item).toMatchObject({
      lastMessage: "Bonjour, nous aimerions visiter votre domaine.",
      lastMessageSender: "CLIENT",
      isUnread: true,
      readDate: null,
      eventDate: "2030-06-15",
      approximateGuestsCount: 120,
      conversationStatus: "REQUEST_RECEIVED",
      isArchived: false,
    });
    expect(item.clientName).toContain("Léa");
    expect((await a.get(m("/counter"))).json().counter).toBe(before + 1);
  });

  it("opens the thread, moving the vendor's read marker; the vendor's answer is unread by the couple", async () => {
    const paul = await coupleRequest("Paul", "Avez-vous une date en juin ?");
    const counter = (await a.get(m("/counter"))).json().counter;
    const opened = await a.get(m("/conversation"), { clientId: paul.clientId, eventId: paul.eventId });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().conversation).toMatchObject({ id: paul.id, isUnread: false });
    expect(opened.json().conversation.readDate).not.toBeNull();
    expect(opened.json().messages).toEqual([
      expect.objectContaining({ sender: "CLIENT", body: "Avez-vous une date en juin ?", isReadByReceiver: true }),
    ]);
    expect((await a.get(m("/counter"))).json().counter).toBe(counter - 1);

    const sent = await a.post(m("/send-message"), {
      clientId: paul.clientId,
      eventId: paul.eventId,
      body: "  Oui, le 15 juin est libre. <b>À bientôt</b>  ",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().messages[0]).toMatchObject({
      sender: "VENDOR",
      userId: alice.session.userId,
      body: "Oui, le 15 juin est libre. <b>À bientôt</b>",
      isReadByReceiver: false,
    });
    expect(sent.json().conversation).toMatchObject({ lastMessage: "Oui, le 15 juin est libre. <b>À bientôt</b>" });
  });

  it("refuses an empty message and changes nothing", async () => {
    const zoe = await coupleRequest("Zoé", "Bonjour, une question");
    for (const body of ["", "   \n  "]) {
      const res = await a.post(m("/send-message"), { clientId: zoe.clientId, eventId: zoe.eventId, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Le message est vide.");
    }
    const thread = (await a.get(m("/conversation"), { clientId: zoe.clientId, eventId: zoe.eventId })).json();
    expect(thread.messages).toHaveLength(1);
  });

  it("pages a thread newest first with nextPage", async () => {
    const long = await coupleRequest("Inès", "Message numéro 0");
    for (let i = 1; i <= 5; i++) {
      await a.post(m("/send-message"), { clientId: long.clientId, eventId: long.eventId, body: `Message ${i}` });
    }
    const query = { clientId: long.clientId, eventId: long.eventId, limit: "4" };
    const first = (await a.get(m("/conversation"), query)).json();
    expect(first.messages.map((x: { body: string }) => x.body)).toEqual(["Message 5", "Message 4", "Message 3", "Message 2"]);
    expect(first.nextPage).not.toBeNull();
    const second = (await a.get(m("/conversation"), { ...query, nextPage: first.nextPage })).json();
    expect(second.messages.map((x: { body: string }) => x.body)).toEqual(["Message 1", "Message numéro 0"]);
    expect(second.nextPage).toBeNull();
    // The inbox's line shows the latest message, the vendor's, at its time.
    const line = (await a.get(m("/list"), { limit: "100" })).json().conversations.find((c: { id: string }) => c.id === long.id);
    expect(line).toMatchObject({ lastMessage: "Message 5", body: "Message 5", lastMessageSender: "VENDOR" });
    expect(line.timestamp).toBe(first.messages[0].timestamp);
  });

  it("filters the list by the status of the conversation's event", async () => {
    const zoe = await coupleRequest("Zoé", "Bonjour, encore libre en juin ?");
    const noa = await coupleRequest("Noa", "Bonjour, un devis ?");
    const moved = await a.post("/event/status/update", { eventId: noa.eventId, status: "QUOTE_SENT" });
    expect(moved.statusCode, moved.body).toBe(200);
    const names = async (status: string) =>
      (await a.get(m("/list"), { limit: "100", status })).json().conversations.map((c: { id: string }) => c.id);
    const quoted = await names("QUOTE_SENT");
    expect(quoted).toContain(noa.id);
    expect(quoted).not.toContain(zoe.id);
    const received = await names("REQUEST_RECEIVED");
    expect(received).toContain(zoe.id);
    expect(received).not.toContain(noa.id);
    expect(await names("RESERVATION_CONFIRMED")).toEqual([]);
  });

  it("pages the list, unread conversations first", async () => {
    const read = await coupleRequest("Chloé", "Déjà lue par le lieu");
    await a.get(m("/conversation"), { clientId: read.clientId, eventId: read.eventId });
    const unread = await coupleRequest("Nina", "Pas encore lue");
    const page1 = (await a.get(m("/list"), { limit: "2" })).json();
    expect(page1.conversations).toHaveLength(2);
    expect(page1.nextPage).toBe(2);
    expect(page1.conversations[0].id).toBe(unread.id);
    const all = (await a.get(m("/list"), { limit: "100" })).json().conversations as { isUnread: boolean; id: string }[];
    const firstRead = all.findIndex((c) => !c.isUnread);
    expect(all.slice(firstRead).every((c) => !c.isUnread)).toBe(true);
    expect(page1.totalPages).toBe(Math.ceil(all.length / 2));
    // A page past the last one (a stale link) is empty and still tells the true number of pages.
    const beyond = (await a.get(m("/list"), { limit: "2", page: String(page1.totalPages + 3) })).json();
    expect(beyond).toMatchObject({ conversations: [], totalPages: page1.totalPages, nextPage: null });
  });

  it("searches by name, from 3 characters", async () => {
    await coupleRequest("Apolline", "Bonjour, une question");
    const found = (await a.get(m("/search"), { searchTerm: "apoll" })).json().conversations;
    expect(found.map((c: { name: string }) => c.name)).toEqual([expect.stringContaining("Apolline")]);
    expect((await a.get(m("/search"), { searchTerm: "ap" })).json().conversations).toEqual([]);
    // Accents and case are ignored.
    const melisande = await coupleRequest("Mélisande", "Bonjour, une question");
    const folded = (await a.get(m("/search"), { searchTerm: "MELISAN" })).json().conversations;
    expect(folded.map((c: { id: string }) => c.id)).toEqual([melisande.id]);
    expect((await b.get(m("/search"), { searchTerm: "apoll" })).json().conversations).toEqual([]);
  });

  it("archives and brings back conversations; archived ones leave the list and the counter", async () => {
    const jade = await coupleRequest("Jade", "Demande à archiver");
    const counter = (await a.get(m("/counter"))).json().counter;
    const res = await a.post(m("/archive"), { conversationIds: [jade.id] });
    expect(res.json()).toEqual({ conversationIds: [jade.id] });
    expect((await a.get(m("/list"), { limit: "100" })).json().conversations.map((c: { id: string }) => c.id)).not.toContain(
      jade.id,
    );
    const archived = (await a.get(m("/list"), { isArchived: "true" })).json().conversations;
    expect(archived.map((c: { id: string }) => c.id)).toContain(jade.id);
    expect((await a.get(m("/counter"))).json().counter).toBe(counter - 1);
    await a.post(m("/archive"), { conversationIds: [jade.id], isArchived: false });
    expect((await a.get(m("/counter"))).json().counter).toBe(counter);
  });

  it("resets the counter without marking conversations read", async () => {
    await coupleRequest("Rose", "Bonjour, une question");
    expect((await a.get(m("/counter"))).json().counter).toBeGreaterThan(0);
    expect((await a.post(m("/counter/reset"))).json()).toEqual({ counter: 0 });
    expect((await a.get(m("/counter"))).json().counter).toBe(0);
    const rose = (await a.get(m("/search"), { searchTerm: "Rose" })).json().conversations[0];
    expect(rose.isUnread).toBe(true);
    await coupleRequest("Lina", "Après la remise à zéro");
    expect((await a.get(m("/counter"))).json().counter).toBe(1);
  });

  it("keeps predefined messages and edits them by index", async () => {
    expect((await a.get(m("/predefined-messages"))).json()).toEqual({ predefinedMessages: [] });
    await a.post(m("/predefined-messages/create"), { title: "Visite", body: "Bonjour {prenom}, quand souhaitez-vous visiter ?" });
    await a.post(m("/predefined-messages/create"), { title: "Tarifs", body: "Voici nos tarifs pour le {date_evenement}." });
    const updated = await a.post(m("/predefined-messages/update"), { index: 1, title: "Tarifs 2030", body: "Nos tarifs." });
    expect(updated.json().predefinedMessages).toEqual([
      { title: "Visite", body: "Bonjour {prenom}, quand souhaitez-vous visiter ?" },
      { title: "Tarifs 2030", body: "Nos tarifs." },
    ]);
    const missing = await a.post(m("/predefined-messages/update"), { index: 5, title: "X", body: "Y" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Message prédéfini introuvable.");
    const empty = await a.post(m("/predefined-messages/create"), { title: "", body: "Y" });
    expect(empty.statusCode).toBe(400);
    const deleted = await a.post(m("/predefined-messages/delete"), { index: 0 });
    expect(deleted.json().predefinedMessages).toEqual([{ title: "Tarifs 2030", body: "Nos tarifs." }]);
    expect((await b.get(m("/predefined-messages"))).json().predefinedMessages).toEqual([]);
  });

  it("stores and returns the chat config with the two marketplace flags", async () => {
    expect((await a.get(m("/config"))).json()).toEqual({
      isEmailNotification: true,
      isMarketplaceAConnected: false,
      isMarketplaceBConnected: false,
    });
    const res = await a.post(m("/config/update"), { isEmailNotification: false, isMarketplaceBConnected: true });
    expect(res.json()).toEqual({ isEmailNotification: false, isMarketplaceAConnected: false, isMarketplaceBConnected: true });
    expect((await a.get(m("/config"))).json()).toEqual(res.json());
    expect((await b.get(m("/config"))).json().isEmailNotification).toBe(true);
  });

  it("sends an attachment from the client's Chat folder, with a signed URL; an unknown file is refused", async () => {
    const mia = await coupleRequest("Mia", "Pouvez-vous m'envoyer le plan ?");
    const presigned = await a.post(m("/presigned-urls"), { clientId: mia.clientId, filenames: ["plan.png"], sizes: [10] });
    expect(presigned.statusCode, presigned.body).toBe(200);
    expect(presigned.json().urls).toHaveLength(1);
    const fileId = await uploadFileToClient(mia.clientId);
    const sent = await a.post(m("/send-message"), {
      clientId: mia.clientId,
      eventId: mia.eventId,
      body: "",
      attachments: [fileId],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [attachment] = sent.json().messages[0].attachments;
    expect(attachment).toMatchObject({ fileId, filename: "plan.png", fileType: "PNG" });
    expect(attachment.url).toEqual(expect.any(String));
    const bobsFile = await uploadFile(t, bob, "Medias", "autre.png");
    const refused = await a.post(m("/send-message"), {
      clientId: mia.clientId,
      eventId: mia.eventId,
      body: "x",
      attachments: [bobsFile],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Une pièce jointe est introuvable : envoyez-la à nouveau.");
  });

  it("answers 404 to another vendor's client, event or conversation, and changes nothing", async () => {
    const eva = await coupleRequest("Éva", "Bonjour, une question");
    const read = await b.get(m("/conversation"), { clientId: eva.clientId, eventId: eva.eventId });
    expect(read.statusCode).toBe(404);
    const send = await b.post(m("/send-message"), { clientId: eva.clientId, eventId: eva.eventId, body: "Intrus" });
    expect(send.statusCode).toBe(404);
    const archive = await b.post(m("/archive"), { conversationIds: [eva.id] });
    expect(archive.statusCode).toBe(404);
    const thread = (await a.get(m("/conversation"), { clientId: eva.clientId, eventId: eva.eventId })).json();
    expect(thread.messages).toHaveLength(1);
    expect(thread.conversation.isArchived).toBe(false);
  });
});

/** presigned-urls of the messaging service, PUT, then the media library's confirm: as the composer does. */
async function uploadFileToClient(clientId: string): Promise<string> {
  const { png } = await import("../../test/test-files.ts");
  const bytes = await png(32);
  const presigned = await a.post(m("/presigned-urls"), { clientId, filenames: ["plan.png"], sizes: [bytes.length] });
  const target = presigned.json().urls[0];
  const put = await t.app.inject({
    method: "PUT",
    url: target.url,
    payload: bytes,
    headers: { "content-type": "application/octet-stream" },
  });
  expect(put.statusCode, put.body).toBeLessThan(300);
  const confirmed = await a.post("/media-library/confirm", { fileId: target.fileId });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return target.fileId;
}
