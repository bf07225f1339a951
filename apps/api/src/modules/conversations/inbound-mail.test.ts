import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pdf, png } from "../../test/test-files.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let a: ReturnType<typeof asVendor>;
const DOMAIN = "reponses.cortege.test";

beforeAll(async () => {
  t = await createTestApp({ inboundMailDomain: DOMAIN });
  alice = await signUpVendor(t, "alice-inbound@exemple.fr", "Château Alice");
  a = asVendor(t, alice);
});
afterAll(async () => {
  await t.close();
});

/** A real SMTP client, as the couple's mail provider delivers to our receiver. */
const smtp = () =>
  nodemailer.createTransport({ host: "127.0.0.1", port: t.inboundMailPort as number, secure: false, ignoreTLS: true });

async function conversationWithCouple(firstname: string) {
  const client = await a.post("/client/individual/create", {
    contacts: [{ firstname, lastname: "Roy", email: `${firstname.toLowerCase()}.roy@exemple.fr`, phone: "0612345678" }],
  });
  const clientId = client.json().clientId as string;
  const sent = await a.post("/messaging/send-message", { clientId, body: "Bonjour, à samedi ?" });
  const mail = (await t.mailer.outbox?.list())?.find((m) => m.to === `${firstname.toLowerCase()}.roy@exemple.fr`);
  return {
    clientId,
    conversationId: sent.json().conversation.id as string,
    replyTo: mail?.replyTo as string,
    link: sent.json().clientLink,
  };
}

describe("couples' e-mail replies", () => {
  it("gives the couple's e-mail a per-conversation Reply-To; their reply lands in the thread without the quoted history", async () => {
    const c = await conversationWithCouple("Lea");
    expect(c.replyTo).toMatch(new RegExp(`^reply\\+[a-f0-9]{64}@${DOMAIN.replace(/\./g, "\\.")}$`));
    await smtp().sendMail({
      from: "Lea Roy <lea.roy@exemple.fr>",
      to: c.replyTo,
      subject: "Re: Nouveau message de Château Alice",
      text: "Oui, samedi 14 h nous va.\n\n-- \nLéa\n\nLe sam. 12 juin 2027 à 10:00, Château Alice <noreply@cortege.test> a écrit :\n> Bonjour, à samedi ?",
    });
    const thread = (await a.get("/messaging/conversation", { clientId: c.clientId })).json();
    expect(thread.messages[0]).toMatchObject({ sender: "CLIENT", body: "Oui, samedi 14 h nous va." });
  });

  it("keeps the reply's attached picture and PDF in the thread; a disguised file is named, not kept; a signature's logo is left out", async () => {
    const c = await conversationWithCouple("Ines");
    const picture = await png(40);
    await smtp().sendMail({
      from: "Ines Roy <ines.roy@exemple.fr>",
      to: c.replyTo,
      subject: "Re: Nouveau message de Château Alice",
      text: "Voici le plan de table et notre devis signé.\n\nLe sam. 12 juin 2027 à 10:00, Château Alice a écrit :\n> Bonjour, à samedi ?",
      html: '<p>Voici le plan de table et notre devis signé.</p><img src="cid:logo@ines">',
      attachments: [
        { filename: "plan-de-table.png", content: picture, contentType: "image/png" },
        { filename: "devis-signé.pdf", content: pdf(), contentType: "application/pdf" },
        // A program named like a PDF: refused from its bytes.
        { filename: "facture.pdf", content: Buffer.from("MZ\x90\x00 not a pdf at all"), contentType: "application/pdf" },
        { filename: "logo.png", content: picture, contentType: "image/png", cid: "logo@ines" },
      ],
    });
    const thread = (await a.get("/messaging/conversation", { clientId: c.clientId })).json();
    const reply = thread.messages[0];
    expect(reply.sender).toBe("CLIENT");
    expect(reply.body).toBe(
      "Voici le plan de table et notre devis signé.\n\n[Pièce jointe non conservée] Le contenu de « facture.pdf » n'est pas un format accepté ici. Formats acceptés : JPEG, PNG, GIF, BMP, SVG, TIFF, WEBP ou PDF.",
    );
    expect(reply.attachments.map((x: { filename: string; fileType: string }) => [x.filename, x.fileType])).toEqual([
      ["plan-de-table.png", "PNG"],
      ["devis-signé.pdf", "PDF"],
    ]);
    // The files open: the PDF as itself, the picture with its preview.
    const [image, document] = reply.attachments;
    expect(image.thumbnailUrl).toEqual(expect.any(String));
    const opened = await t.app.inject({ method: "GET", url: document.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.rawPayload.equals(pdf())).toBe(true);
  });

  it("refuses mail for an unknown, revoked or foreign address, storing nothing", async () => {
    const c = await conversationWithCouple("Rose");
    await a.post("/messaging/client-link/revoke", { conversationId: c.conversationId });
    for (const to of [c.replyTo, `reply+${"0".repeat(64)}@${DOMAIN}`, "contact@ailleurs.fr"]) {
      await expect(smtp().sendMail({ from: "rose.roy@exemple.fr", to, subject: "Re", text: "Toujours là ?" })).rejects.toThrow(
        /55\d/,
      );
    }
    const thread = (await a.get("/messaging/conversation", { clientId: c.clientId })).json();
    expect(thread.messages).toHaveLength(1);
  });
});
