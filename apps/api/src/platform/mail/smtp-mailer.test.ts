import { afterAll, beforeAll, expect, it } from "vitest";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSmtpMailer } from "./mailer.ts";

let smtp: SmtpTestServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ mailer: createSmtpMailer(smtp.url, "Cortège <bonjour@cortege.fr>") });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it("delivers the confirmation code through a real SMTP server", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/register",
    payload: { email: "smtp@exemple.fr", password: "motdepasse-solide" },
  });
  expect(res.statusCode).toBe(200);
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail?.from).toBe("bonjour@cortege.fr");
  expect(mail?.to).toEqual(["smtp@exemple.fr"]);
  expect(mail?.data).toMatch(/Subject: =\?UTF-8\?/);
  expect(mail?.data).toMatch(/\b\d{6}\b/);
});
