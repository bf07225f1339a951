import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSmtpMailer } from "./mailer.ts";

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, "Cortège <bonjour@cortege.fr>") });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it("delivers the confirmation code through a real SMTP server", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/register",
    payload: { email: "smtp@exemple.fr", password: "motdepasse-solide" },
  });
  expect(res.statusCode).toBe(200);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe("bonjour@cortege.fr");
  expect(mail?.to).toEqual(["smtp@exemple.fr"]);
  expect(mail?.data).toMatch(/Subject: =\?UTF-8\?/);
  expect(mail?.data).toMatch(/\b\d{6}\b/);
});
