import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pdf, png } from "../../test/test-files.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "../public-showcase/showcase-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let a: ReturnType<typeof asVendor>;
let slug: string;
const m = (path: string) => `/messaging${path}`;
const html = { accept: "text/html" };

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-couple@exemple.fr", "Château Alice");
  a = asVendor(t, alice);
  await completeShowcase(t, alice);
  expect((await a.post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
  slug = (await a.get("/vendor")).json().slug;
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function request(firstname: string) {
  n += 1;
  const email = `couple${n}@exemple.fr`;
  const res = await t.app.inject({
    method: "POST",
    url: `/prestataires/${slug}/demande`,
    remoteAddress: `10.2.0.${n}`,
    headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      firstname,
      lastname: "Durand",
      email,
      phone: "06 12 34 56 78",
      date: "2030-06-15",
      month: "",
      guestsCount: "80",
      message: "Bonjour, êtes-vous libres en juin ?",
      site_web: "",
    }).toString(),
  });
  expect(res.statusCode, res.body).toBeLessThan(400);
  const list = (await a.get(m("/list"), { limit: "100" })).json();
  const item = list.conversations.find((c: { name: string }) => c.name.startsWith(firstname));
  return { ...(item as { id: string; clientId: string; eventId: string }), email };
}

/** The page's form as a browser sends it with files chosen (multipart/form-data). */
async function postForm(url: string, body: string, files: { name: string; bytes: Buffer; type: string }[]) {
  const form = new FormData();
  form.set("body", body);
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...html, "content-type": encoded.headers.get("content-type") as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const mailsTo = async (to: string) => (await t.mailer.outbox?.list())?.filter((e) => e.to === to) ?? [];
const linkIn = (text: string) => /\/conversation\/[a-f0-9]{64}/.exec(text)?.[0] as string;

describe("the couple's side of a conversation", () => {
  it("mails the couple the vendor's message with their link; they read it and answer with a plain form", async () => {
    const c = await request("Léa");
    const sent = await a.post(m("/send-message"), {
      clientId: c.clientId,
      eventId: c.eventId,
      body: "Oui ! <script>alert(1)</script>",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailsTo(c.email);
    expect(mail?.subject).toBe("Nouveau message de Château Alice");
    const link = linkIn(mail?.text ?? "");
    expect(link).toBe(sent.json().clientLink);

    const page = await t.app.inject({ method: "GET", url: link, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Votre conversation avec Château Alice");
    expect(page.body).toContain("Oui ! &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).toContain("Bonjour, êtes-vous libres en juin ?");

    const reply = await t.app.inject({
      method: "POST",
      url: link,
      headers: { ...html, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ body: "  Parfait, nous venons samedi.  " }).toString(),
    });
    expect(reply.statusCode).toBe(303);
    const thread = (await a.get(m("/conversation"), { clientId: c.clientId, eventId: c.eventId })).json();
    expect(thread.messages[0]).toMatchObject({ sender: "CLIENT", body: "Parfait, nous venons samedi." });
    // The couple's read marker moved when they opened the page: the vendor's message shows as read.
    expect(thread.messages[1]).toMatchObject({ sender: "VENDOR", isReadByReceiver: true });
  });

  it("keeps each side's read marker at its first reading of the other's latest message: opening a read thread writes nothing", async () => {
    const c = await request("Maya");
    const open = async () => (await a.get(m("/conversation"), { clientId: c.clientId, eventId: c.eventId })).json();
    const lineOf = async () =>
      (await a.get(m("/list"), { limit: "100" })).json().conversations.find((x: { id: string }) => x.id === c.id);

    const first = await open();
    expect(first.conversation.readDate).not.toBeNull();
    expect((await open()).conversation.readDate).toBe(first.conversation.readDate);

    const sent = (await a.post(m("/send-message"), { clientId: c.clientId, eventId: c.eventId, body: "Oui, en juin." })).json();
    const page = async () => t.app.inject({ method: "GET", url: sent.clientLink, headers: html });
    expect((await page()).statusCode).toBe(200);
    const readByCouple = (await lineOf()).readDateClient;
    expect(readByCouple).not.toBeNull();
    expect((await page()).statusCode).toBe(200);
    expect((await lineOf()).readDateClient).toBe(readByCouple);

    // A new message from the couple is unread again, and the vendor's next opening moves its marker past it.
    const vendorRead = (await lineOf()).readDate;
    const reply = await t.app.inject({
      method: "POST",
      url: sent.clientLink,
      headers: { ...html, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ body: "Merci, à samedi." }).toString(),
    });
    expect(reply.statusCode).toBe(303);
    expect(await lineOf()).toMatchObject({ isUnread: true, readDate: vendorRead });
    const reopened = await open();
    expect(reopened.conversation.isUnread).toBe(false);
    expect(Date.parse(reopened.conversation.readDate)).toBeGreaterThan(Date.parse(vendorRead));
    expect(reopened.messages[0]).toMatchObject({ sender: "CLIENT", body: "Merci, à samedi.", isReadByReceiver: true });
  });

  it("mails the couple at most once a quarter hour per conversation", async () => {
    const c = await request("Inès");
    for (const body of ["Premier", "Deuxième", "Troisième"]) {
      await a.post(m("/send-message"), { clientId: c.clientId, eventId: c.eventId, body });
    }
    expect(await mailsTo(c.email)).toHaveLength(1);
  });

  it("tells the vendor of the couple's answer by e-mail unless it turned the notification off", async () => {
    const c = await request("Zoé");
    const sent = (await a.post(m("/send-message"), { clientId: c.clientId, eventId: c.eventId, body: "Bonjour" })).json();
    const before = (await t.mailer.outbox?.list())?.filter((e) => e.subject === "Nouveau message de Zoé Durand").length ?? 0;
    await t.app.inject({
      method: "POST",
      url: sent.clientLink,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "body=Merci+beaucoup",
    });
    const after = (await t.mailer.outbox?.list())?.filter((e) => e.subject === "Nouveau message de Zoé Durand") ?? [];
    expect(after.length).toBe(before + 1);
    expect(after[0]?.text).toContain("Merci beaucoup");

    await a.post(m("/config/update"), { isEmailNotification: false });
    const d = await request("Nina");
    const sentD = (await a.post(m("/send-message"), { clientId: d.clientId, eventId: d.eventId, body: "Bonjour" })).json();
    await t.app.inject({
      method: "POST",
      url: sentD.clientLink,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "body=Merci",
    });
    expect((await t.mailer.outbox?.list())?.filter((e) => e.subject === "Nouveau message de Nina Durand")).toEqual([]);
    await a.post(m("/config/update"), { isEmailNotification: true });
  });

  it("takes a picture and a PDF with the couple's answer; a disguised file is refused in French, keeping what was typed and storing nothing", async () => {
    const c = await request("Inès");
    const sent = (await a.post(m("/send-message"), { clientId: c.clientId, eventId: c.eventId, body: "Bonjour" })).json();
    const disguised = await postForm(sent.clientLink, "Voici nos documents", [
      { name: "plan.png", bytes: await png(40), type: "image/png" },
      { name: "devis.pdf", bytes: Buffer.from("MZ\u0090 un programme, pas un PDF"), type: "application/pdf" },
    ]);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body).toContain("Le contenu de « devis.pdf » n&#39;est pas un format accepté ici.");
    expect(disguised.body).toContain(">Voici nos documents</textarea>");
    expect((await a.get(m("/conversation"), { clientId: c.clientId, eventId: c.eventId })).json().messages).toHaveLength(2);
    const folder = await a.post("/media-library/urls-from-folder", { category: "Chat", clientId: c.clientId, id: null });
    expect(folder.statusCode, folder.body).toBe(200);
    expect(folder.json().urls).toHaveLength(0);

    const answered = await postForm(sent.clientLink, "", [
      { name: "plan.png", bytes: await png(40), type: "image/png" },
      { name: "devis signé.pdf", bytes: pdf(), type: "application/pdf" },
    ]);
    expect(answered.statusCode, answered.body).toBe(303);
    const thread = (await a.get(m("/conversation"), { clientId: c.clientId, eventId: c.eventId })).json();
    expect(thread.messages[0].sender).toBe("CLIENT");
    expect(thread.messages[0].attachments.map((x: { filename: string }) => x.filename)).toEqual(["plan.png", "devis signé.pdf"]);
    const stored = await a.post("/media-library/urls-from-folder", { category: "Chat", clientId: c.clientId, id: null });
    expect(stored.json().urls).toHaveLength(2);
    // Their page shows the picture's preview and a link that opens the PDF.
    const page = await t.app.inject({ method: "GET", url: sent.clientLink, headers: html });
    expect(page.body).toContain('alt="Image jointe : plan.png"');
    expect(page.body).toContain('<span class="kind" aria-hidden="true">PDF</span>devis signé.pdf</a>');
  });

  it("refuses an empty answer with a French page keeping nothing, and a guessed or revoked link with a French 404", async () => {
    const c = await request("Rose");
    const sent = (await a.post(m("/send-message"), { clientId: c.clientId, eventId: c.eventId, body: "Bonjour" })).json();
    const empty = await t.app.inject({
      method: "POST",
      url: sent.clientLink,
      headers: { ...html, "content-type": "application/x-www-form-urlencoded" },
      payload: "body=+++",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Le message est vide.");
    expect((await a.get(m("/conversation"), { clientId: c.clientId, eventId: c.eventId })).json().messages).toHaveLength(2);

    for (const url of [`/conversation/${"0".repeat(64)}`, "/conversation/abc"]) {
      const guessed = await t.app.inject({ method: "GET", url, headers: html });
      expect(guessed.statusCode).toBe(404);
      expect(guessed.body).toContain("Conversation introuvable");
    }
    const revoked = await a.post(m("/client-link/revoke"), { conversationId: c.id });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().clientLink).not.toBe(sent.clientLink);
    expect((await t.app.inject({ method: "GET", url: sent.clientLink, headers: html })).statusCode).toBe(404);
    const old = await t.app.inject({
      method: "POST",
      url: sent.clientLink,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "body=Toujours+l%C3%A0",
    });
    expect(old.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: revoked.json().clientLink, headers: html })).statusCode).toBe(200);
  });
});
