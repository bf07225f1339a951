import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../platform/config.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.mailer.send({
    to: "quelqu-un@exemple.fr",
    subject: "Réinitialisation",
    text: "Votre code : 123456",
    html: "<p>Votre code : 123456</p>",
  });
});
afterAll(async () => {
  await t.close();
});

/** The real app built from the configuration that these variables give, as server.ts does. */
async function appWith(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const { app } = await buildApp({
    db: t.database.db,
    mailer: t.mailer,
    jwtSecret: "test-secret-".padEnd(48, "x"),
    logLevel: "silent",
    storage: t.storage,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    devOutbox: config.devOutbox,
  });
  await app.ready();
  return app;
}

describe("the development outbox", () => {
  it("is served by `npm start` on a developer's machine (loopback, no production setting)", async () => {
    for (const env of [
      {} as NodeJS.ProcessEnv,
      { HOST: "127.0.0.1" },
      { HOST: "localhost", NODE_ENV: "development" },
      { HOST: "::1" },
    ]) {
      const app = await appWith(env);
      const list = await app.inject({ method: "GET", url: "/dev/outbox" });
      expect(list.statusCode, JSON.stringify(env)).toBe(200);
      const message = list.json().messages[0];
      expect(message.text).toContain("123456");
      expect((await app.inject({ method: "GET", url: `/dev/outbox/${message.id}` })).statusCode).toBe(200);
      await app.close();
    }
  });

  it.each([
    ["HOST=0.0.0.0", { HOST: "0.0.0.0" }],
    ["HOST=::", { HOST: "::" }],
    ["a LAN address", { HOST: "192.168.1.20" }],
    ["NODE_ENV=production", { HOST: "127.0.0.1", NODE_ENV: "production" }],
    ["any PUBLIC_URL", { HOST: "127.0.0.1", PUBLIC_URL: "http://localhost:3000" }],
    ["SMTP_URL", { HOST: "127.0.0.1", SMTP_URL: "smtp://localhost:2525" }],
    ["TRUST_PROXY", { HOST: "127.0.0.1", TRUST_PROXY: "true" }],
  ])("answers 404 with %s, and never shows a code", async (_label, env) => {
    const app = await appWith(env);
    for (const url of ["/dev/outbox", "/dev/outbox/anything"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("123456");
    }
    await app.close();
  });

  it("answers 404 to a request that came from another machine or through a proxy, even in development", async () => {
    const app = await appWith({ HOST: "127.0.0.1" });
    const remote = await app.inject({ method: "GET", url: "/dev/outbox", remoteAddress: "203.0.113.7" });
    expect(remote.statusCode).toBe(404);
    const proxied = await app.inject({ method: "GET", url: "/dev/outbox", headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain("123456");
    await app.close();
  });
});
