import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createOutboxMailer } from "./mail/mailer.ts";

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>["app"];
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-dist-"));

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><html lang=fr><body><div id=root></div></body></html>");
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), "export const ok = 1;");
  ({ app: web } = await buildApp({
    db: t.database.db,
    mailer: createOutboxMailer(dist, "x@y.fr"),
    jwtSecret: "s".repeat(40),
    logLevel: "silent",
    trustProxy: true,
    webDistDir: dist,
    storage: t.storage,
  }));
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectStrictHeaders(headers: Record<string, unknown>) {
  const csp = String(headers["content-security-policy"]);
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  // The PDF preview frames a same-origin blob: URL; plugins (<object>, <embed>) stay forbidden.
  expect(csp).toContain("frame-src 'self' blob:");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  it("are strict on API answers and on the web app, and client routes fall back to index.html", async () => {
    expectStrictHeaders((await t.app.inject({ method: "GET", url: "/api/health" })).headers);
    const page = await web.inject({ method: "GET", url: "/compte" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<div id=root>");
    expectStrictHeaders(page.headers);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    const asset = await web.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expectStrictHeaders(asset.headers);
  });

  it("adds HSTS only over HTTPS", async () => {
    const res = await web.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
  });

  it("answers an unknown API path with a 404 in the wire shape, not the web app", async () => {
    const res = await web.inject({ method: "GET", url: "/api/inconnu" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
