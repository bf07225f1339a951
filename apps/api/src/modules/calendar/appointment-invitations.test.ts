import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../platform/mail/mailer.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let server: SmtpTestServer;
let t: TestApp;
let a: ReturnType<typeof asVendor>;
let clientId: string;

/** The mails the SMTP server received for `to`, parsed as a mail client would, with their ICS text. */
async function mailsTo(to: string) {
  const mine = server.received.filter((m) => m.to.includes(to));
  return Promise.all(
    mine.map(async (m) => {
      const mail = await simpleParser(m.data);
      const ics = mail.attachments.find((x) => x.contentType.startsWith("text/calendar"));
      return { mail, ics: ics?.content.toString("utf8").replace(/\r\n /g, "") ?? "", icsType: ics?.contentType ?? "" };
    }),
  );
}

beforeAll(async () => {
  server = await startSmtpTestServer();
  // Every message goes through SMTP; a copy in an outbox lets the sign-up read its code as the other tests do.
  const smtp = createSmtpMailer(server.url, "Cortège <bonjour@cortege.fr>");
  const copies = createOutboxMailer(fs.mkdtempSync(path.join(os.tmpdir(), "cortege-smtp-cal-")), "Cortège <bonjour@cortege.fr>");
  const mailer: Mailer = {
    async send(message) {
      await smtp.send(message);
      await copies.send(message);
    },
    ...(copies.outbox ? { outbox: copies.outbox } : {}),
    close() {
      smtp.close();
      copies.close();
    },
  };
  t = await createTestApp({ mailer });
  a = asVendor(t, await signUpVendor(t, "invitations@exemple.fr", "Domaine des Invitations"));
  const client = await a.post("/client/individual/create", {
    contacts: [{ firstname: "Inès", lastname: "Garnier", email: "ines@exemple.fr", phone: "0611223344" }],
  });
  clientId = client.json().clientId ?? client.json().id;
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const visit = {
  title: "Visite du domaine",
  description: "Parking devant la grille.",
  startTime: "2026-06-12T12:00:00.000Z",
  endTime: "2026-06-12T13:00:00.000Z",
  emails: ["ines@exemple.fr"],
};

describe("Appointment invitations: ICS e-mailed to the couple through a real SMTP server", () => {
  it("saves without mail unless asked; asking without a guest is refused in French and saves nothing", async () => {
    expect(clientId).toBeTruthy();
    const quiet = await a.post("/calendar/events/create", { ...visit, clientId, title: "Sans invitation" });
    expect(quiet.json().invitedAt).toBeNull();
    const noGuest = await a.post("/calendar/events/create", { ...visit, emails: [], sendInvitation: true });
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().message).toBe("Ajoutez l'e-mail d'au moins un invité pour envoyer l'invitation.");
    expect(await mailsTo("ines@exemple.fr")).toHaveLength(0);
  });

  it("invites with a REQUEST at 14:00 Paris time, under the vendor's name, then updates with a higher SEQUENCE, then cancels", async () => {
    const created = await a.post("/calendar/events/create", { ...visit, clientId, sendInvitation: true });
    expect(created.statusCode).toBe(200);
    expect(created.json().invitedAt).toEqual(expect.any(String));
    const [first] = await mailsTo("ines@exemple.fr");
    expect(first?.mail.subject).toBe("Invitation : Visite du domaine, le 12 juin 2026 à 14:00");
    expect(first?.mail.from?.text).toContain("Domaine des Invitations");
    expect(first?.mail.replyTo?.text).toContain("invitations@exemple.fr");
    expect(first?.icsType).toBe("text/calendar");
    expect(first?.ics).toContain("METHOD:REQUEST");
    expect(first?.ics).toContain("DTSTART;TZID=Europe/Paris:20260612T140000");
    expect(first?.ics).toContain("BEGIN:VTIMEZONE");
    expect(first?.ics).toContain("SEQUENCE:0");
    expect(first?.ics).toContain(
      "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ines@exemple.fr",
    );
    const uid = /UID:(.+)/.exec(first?.ics ?? "")?.[1];

    await a.post("/calendar/events/update", {
      ...visit,
      eventId: created.json().eventId,
      clientId,
      startTime: "2026-06-12T13:00:00.000Z",
      endTime: "2026-06-12T14:00:00.000Z",
      sendInvitation: true,
    });
    const [, second] = await mailsTo("ines@exemple.fr");
    expect(second?.mail.subject).toBe("Modifié : Visite du domaine, le 12 juin 2026 à 15:00");
    expect(second?.ics).toContain(`UID:${uid}`);
    expect(second?.ics).toContain("SEQUENCE:1");

    expect((await a.post("/calendar/events/delete", { eventId: created.json().eventId })).statusCode).toBe(200);
    const [, , third] = await mailsTo("ines@exemple.fr");
    expect(third?.mail.subject).toMatch(/^Annulé : Visite du domaine/);
    expect(third?.ics).toContain("METHOD:CANCEL");
    expect(third?.ics).toContain(`UID:${uid}`);
    expect(third?.ics).toContain("SEQUENCE:2");
  });
});
