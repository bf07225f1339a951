import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
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
