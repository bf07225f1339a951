import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../platform/mail/mailer.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let server: SmtpTestServer;
let t: TestApp;
let clock = new Date();

beforeAll(async () => {
  server = await startSmtpTestServer();
  // Every message goes through SMTP; a copy in an outbox lets the sign-up read its code as the other tests do.
  const smtp = createSmtpMailer(server.url, "Cortège <bonjour@cortege.fr>");
  const copies = createOutboxMailer(
    fs.mkdtempSync(path.join(os.tmpdir(), "cortege-smtp-notif-")),
    "Cortège <bonjour@cortege.fr>",
  );
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
  t = await createTestApp({ mailer, notifications: { now: () => clock } });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

it("delivers three notifications of a few minutes as one French digest through a real SMTP server", async () => {
  const vendor = await signUpVendor(t, "smtp-notif@exemple.fr", "Domaine Smtp");
  const a = asVendor(t, vendor);
  const start = new Date();
  for (const [minute, subject] of [
    [0, "Devis signé : D-2026-00007"],
    [1, "Paiement reçu : AC-2026-00003"],
    [3, "Nouveau message de Léa Durand"],
  ] as const) {
    clock = new Date(start.getTime() + minute * 60_000);
    expect((await a.post("/notifications/notifications", { kind: "NEW_MESSAGE", subject, url: "/messages" })).statusCode).toBe(
      200,
    );
  }
  server.received.length = 0;
  clock = new Date(start.getTime() + 5 * 60_000 + 1_000);
  await t.notificationJobs.dispatchDue();
  const toVendor = server.received.filter((m) => m.to.includes("smtp-notif@exemple.fr"));
  expect(toVendor).toHaveLength(1);
  const source = toVendor[0]?.data ?? "";
  expect(source).toMatch(
    /^Subject: 3 nouvelles notifications Cort=C3=A8ge|^Subject: =\?UTF-8\?Q\?3_nouvelles_notifications_Cort=C3=A8ge\?=/m,
  );
  const unfolded = source.replace(/=\r?\n/g, "");
  for (const s of ["D-2026-00007", "AC-2026-00003", "L=C3=A9a Durand"]) expect(unfolded).toContain(s);
  expect(unfolded).toContain("http://localhost:3000/messages");
  // Nothing more on the next pass.
  await t.notificationJobs.dispatchDue();
  expect(server.received.filter((m) => m.to.includes("smtp-notif@exemple.fr"))).toHaveLength(1);
});
