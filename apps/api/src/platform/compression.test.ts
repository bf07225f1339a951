import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../web/precompress.ts";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { pickEncoding } from "./compression.ts";
import { createOutboxMailer } from "./mail/mailer.ts";

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>["app"];
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-dist-"));
// Large enough to be worth compressing, varied enough not to shrink to nothing.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${"ab".repeat(i % 17)}${i}";`).join("\n");
const indexHtml = `<!doctype html><html lang=fr><head>${"<meta name=x content=y>".repeat(60)}</head><body><div id=root></div></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(dist, "index.html"), indexHtml);
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "app-1234.js"), script);
  fs.writeFileSync(path.join(dist, "assets", "tiny-1234.js"), "export const ok = 1;");
  // The same step `npm run build` runs (the Vite plugin's own function).
  await precompressDir(dist);
  ({ app: web } = await buildApp({
    db: t.database.db,
    mailer: createOutboxMailer(dist, "x@y.fr"),
    jwtSecret: "s".repeat(40),
    logLevel: "silent",
    webDistDir: dist,
    storage: t.storage,
  }));
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

describe("Accept-Encoding negotiation", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0", undefined],
    ["deflate, gzip;q=0.5", "gzip"],
  ])("%j → %j", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("built web app", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    [undefined, undefined],
  ])("serves the precompressed copy of a hashed asset for Accept-Encoding %j, cached for a year", async (accept, encoding) => {
    const res = await web.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: accept === undefined ? {} : { "accept-encoding": accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = res.rawPayload;
    if (encoding) expect(body.length).toBeLessThan(script.length / 2);
    expect(decode(encoding, body)).toBe(script);
  });

  it("sends a file too small to have compressed copies as is", async () => {
    const res = await web.inject({ method: "GET", url: "/assets/tiny-1234.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("export const ok = 1;");
  });

  it("serves index.html compressed but never from a cache without asking", async () => {
    for (const url of ["/", "/connexion", "/compte/parametres"]) {
      const res = await web.inject({ method: "GET", url, headers: { accept: "text/html", "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toMatch(/no-cache|no-store/);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(decode("br", res.rawPayload)).toBe(indexHtml);
    }
  });
});

describe("API answers", () => {
  it("are compressed above the threshold, by the encoding the client accepts", async () => {
    // The OpenAPI document: a large JSON answer any caller can read.
    const plain = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    for (const encoding of ["br", "gzip"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(JSON.parse(plain.body));
    }
  });

  it("are left as they are below the threshold, errors included", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toBeTruthy();
    const missing = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-encoding": "br, gzip" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });
});
