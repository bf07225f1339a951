import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app.ts";

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Cortège</title>");
  fs.writeFileSync(path.join(dist, "login.html"), "<!doctype html><title>Connexion · Cortège</title>");
  fs.writeFileSync(
    path.join(dist, "home.html"),
    "<!doctype html><title>Cortège</title><link rel=modulepreload href=/assets/home.js>",
  );
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "app.123.js"), "console.log(1)");
  app = Fastify();
  expect(await registerWebApp(app, dist)).toBe(true);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
const get = (url: string, accept?: string) => app.inject({ method: "GET", url, headers: accept === undefined ? {} : { accept } });

describe("the SPA and its unknown paths", () => {
  it.each(["/notifications", "/messaging", "/search", "/search?q=roy", "/n-importe-quoi/123", "/clients/inconnu"])(
    "%s opened in a browser gets the app, which shows its own 404",
    async (url) => {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<title>Cortège</title>");
    },
  );

  it("keeps answering JSON under /api, even to a browser", async () => {
    const res = await get("/api/inconnu", html);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Ressource introuvable." });
  });

  it("serves the built files and answers 404 for a missing one asked without text/html", async () => {
    expect((await get("/assets/app.123.js", "*/*")).body).toBe("console.log(1)");
    const missing = await get("/assets/app.old.js", "*/*");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });
});

describe("/connexion's own light page", () => {
  it("answers a browser opening /connexion (with or without a query) with login.html, never cached", async () => {
    for (const url of ["/connexion", "/connexion?email=marie%40exemple.fr"]) {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<title>Connexion · Cortège</title>");
    }
  });

  it("leaves the other public screens to the SPA", async () => {
    for (const url of ["/", "/inscription", "/connexion/autre", "/mot-de-passe-oublie"]) {
      expect((await get(url, html)).body).toContain("<title>Cortège</title>");
    }
  });
});

describe("the home's page", () => {
  it("answers the home's address and / with home.html (its first screen's code named), never cached", async () => {
    for (const url of ["/tableau-de-bord", "/tableau-de-bord?x=1", "/"]) {
      const res = await get(url, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("/assets/home.js");
    }
  });

  it("leaves every other screen to index.html", async () => {
    for (const url of ["/clients", "/tableau-de-bord/autre", "/inscription"]) {
      expect((await get(url, html)).body).not.toContain("/assets/home.js");
    }
  });
});

describe("a build without the light page", () => {
  it("serves the SPA for /connexion", async () => {
    const spaOnly = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-dist-"));
    fs.writeFileSync(path.join(spaOnly, "index.html"), "<!doctype html><title>Cortège</title>");
    const other = Fastify();
    try {
      expect(await registerWebApp(other, spaOnly)).toBe(true);
      const res = await other.inject({ method: "GET", url: "/connexion", headers: { accept: html } });
      expect(res.body).toContain("<title>Cortège</title>");
    } finally {
      await other.close();
      fs.rmSync(spaOnly, { recursive: true, force: true });
    }
  });
});
