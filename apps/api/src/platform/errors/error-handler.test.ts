import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { registerErrorHandler } from "./error-handler.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("answers malformed JSON and wrong content types in the wire shape, in French", async () => {
  const bad = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { "content-type": "application/json" },
    payload: "{oops",
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({
    statusCode: 400,
    error: "Bad Request",
    code: "VALIDATION_FAILED",
    message: "Le corps de la requête n'est pas un JSON valide.",
  });
  const xml = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    headers: { "content-type": "application/xml" },
    payload: "<a/>",
  });
  expect(xml.statusCode).toBe(415);
  expect(xml.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  const missing = await t.app.inject({ method: "GET", url: "/api/nulle-part" });
  expect(missing.json()).toEqual({ statusCode: 404, error: "Not Found", code: "NOT_FOUND", message: "Ressource introuvable." });
});

it("answers a unique value written twice at once with a French 409, not a 500", async () => {
  // A real PostgreSQL unique violation, as two parallel requests that both passed their check would meet it.
  await t.database.pool.query("CREATE TABLE IF NOT EXISTS conflict_probe (slug text PRIMARY KEY)");
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post("/probe", async () => {
    await t.database.pool.query("INSERT INTO conflict_probe VALUES ('chateau-alice')");
    return { ok: true };
  });
  const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: "POST", url: "/probe" })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
    statusCode: 409,
    error: "Conflict",
    code: "CONFLICT",
    message: "Une autre requête a enregistré la même chose au même moment : actualisez puis réessayez.",
  });
  await app.close();
});

it("never shows internals on a 5xx", async () => {
  await t.database.pool.end();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: "a@b.fr", password: "motdepasse" },
  });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({
    statusCode: 500,
    error: "Internal Server Error",
    code: "INTERNAL",
    message: "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
  });
  expect(res.body).not.toMatch(/pool|pg|stack|at /i);
});
