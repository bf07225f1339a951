import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../platform/paths.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: ReturnType<typeof asVendor>;
let bob: ReturnType<typeof asVendor>;
const DOMAIN = "reponses.cortege.test";
const fixture = (name: string) => fs.readFileSync(path.join(repoRoot, "packages/domain/src/marketplaces/fixtures", name), "utf8");

beforeAll(async () => {
  t = await createTestApp({ inboundMailDomain: DOMAIN });
  alice = asVendor(t, await signUpVendor(t, "alice-leads@exemple.fr", "Domaine des Tilleuls"));
  bob = asVendor(t, await signUpVendor(t, "bob-leads@exemple.fr", "Moulin Bob"));
});
afterAll(async () => {
  await t.close();
});

/** The vendor's own mailbox forwarding a directory's notification, through a real SMTP client. */
const forward = (to: string, text: string, messageId: string) =>
  nodemailer.createTransport({ host: "127.0.0.1", port: t.inboundMailPort as number, secure: false, ignoreTLS: true }).sendMail({
    from: "Domaine des Tilleuls <contact@domaine-des-tilleuls.fr>",
    to,
    subject: "Fwd: Nouvelle demande",
    text,
    messageId,
  });

describe("forwarded lead e-mails", () => {
  it("gives each vendor its own address and turns a forwarded Mariages.net notification into a lead", async () => {
    const inbox = (await alice.get("/messaging/lead-inbox")).json();
    expect(inbox.address).toMatch(new RegExp(`^leads\\+[a-f0-9]{24}@${DOMAIN.replace(/\./g, "\\.")}$`));
    expect(inbox.mails).toEqual([]);
    expect((await bob.get("/messaging/lead-inbox")).json().address).not.toBe(inbox.address);

    await forward(inbox.address, fixture("mariages-net.txt"), "<fwd-1@domaine-des-tilleuls.fr>");
    const [mail] = (await alice.get("/messaging/lead-inbox")).json().mails;
    expect(mail).toMatchObject({ source: "MARIAGE_NET", name: "Camille Dupont", subject: "Fwd: Nouvelle demande" });
    const client = (await alice.get("/client", { clientId: mail.clientId })).json();
    expect(client).toMatchObject({ name: "Camille Dupont", source: "MARIAGE_NET" });
    expect(client.contacts[0]).toMatchObject({ email: "camille.dupont@exemple.fr", phone: "06 98 76 54 32" });
    expect((await alice.get("/event", { eventId: mail.eventId })).json()).toMatchObject({
      status: "REQUEST_RECEIVED",
      date: "2027-06-19",
      approximateGuestsCount: 140,
    });

    // The original is kept whole, for the vendor only.
    const original = await alice.get("/messaging/lead-inbox/original", { id: mail.id });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("message/rfc822");
    expect(original.body).toContain("Message-ID: <fwd-1@domaine-des-tilleuls.fr>");
    expect((await simpleParser(original.rawPayload)).text).toContain("De : Mariages.net <no-reply@mariages.net>");
    expect((await bob.get("/messaging/lead-inbox/original", { id: mail.id })).statusCode).toBe(404);
  });

  it("opens a conversation with the couple's words, answered from « Messages » and mailed to the couple", async () => {
    const [mail] = (await alice.get("/messaging/lead-inbox")).json().mails;
    const { conversations } = (await alice.get("/messaging/list", { page: "1" })).json();
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      clientId: mail.clientId,
      eventId: mail.eventId,
      name: "Camille Dupont",
      object: "Nouvelle demande",
      lastMessageSender: "CLIENT",
      isUnread: true,
    });
    expect(conversations[0].lastMessage).toContain("nous aimerions visiter le domaine");
    expect((await alice.get("/messaging/counter")).json()).toEqual({ counter: 1 });
    expect((await bob.get("/messaging/list", { page: "1" })).json().conversations).toEqual([]);

    const sent = await alice.post("/messaging/send-message", {
      clientId: mail.clientId,
      eventId: mail.eventId,
      body: "Bonjour Camille, le domaine est libre le 19 juin 2027.",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const toCouple = (await t.mailer.outbox?.list())?.filter((e) => e.to === "camille.dupont@exemple.fr") ?? [];
    expect(toCouple).toHaveLength(1);
    expect(toCouple[0]?.text).toContain("le domaine est libre le 19 juin 2027");
  });

  it("makes one lead of a mail forwarded twice, and matches a known couple by e-mail", async () => {
    const { address } = (await alice.get("/messaging/lead-inbox")).json();
    await forward(address, fixture("mariages-net.txt"), "<fwd-1@domaine-des-tilleuls.fr>");
    expect((await alice.get("/messaging/lead-inbox")).json().mails).toHaveLength(1);

    const known = await alice.post("/client/individual/create", {
      contacts: [{ firstname: "Julien", lastname: "Moreau", email: "julien.moreau@exemple.fr", phone: "0611223344" }],
    });
    await forward(address, fixture("abc-salles.txt"), "<fwd-2@domaine-des-tilleuls.fr>");
    const [abc] = (await alice.get("/messaging/lead-inbox")).json().mails;
    expect(abc).toMatchObject({ source: "ABC_SALLES", clientId: known.json().clientId });
  });

  it("keeps a mail it cannot read without creating anything, and refuses unknown addresses", async () => {
    const { address } = (await alice.get("/messaging/lead-inbox")).json();
    await forward(address, "Découvrez nos offres de printemps !", "<promo@domaine-des-tilleuls.fr>");
    const [promo] = (await alice.get("/messaging/lead-inbox")).json().mails;
    expect(promo).toMatchObject({ source: null, clientId: null, eventId: null });
    await expect(forward(`leads+${"0".repeat(24)}@${DOMAIN}`, "x", "<x@y>")).rejects.toThrow(/550/);
  });
});
