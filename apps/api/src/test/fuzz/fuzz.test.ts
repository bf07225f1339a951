import { wireErrorSchema } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../test-app.ts";
import { type BadRequest, badRequestsFor } from "./bad-requests.ts";

// `npm run fuzz -- --long` raises this for a nightly run.
const PER_ROUTE = Number(process.env.FUZZ_COUNT ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
// Security counters are meant to move on a refused request (failed logins, wrong codes), and so is the admin
// audit trail (every call to /api/admin is logged, refused ones included).
const COUNTERS = new Set(["login_throttle", "email_codes", "__drizzle_migrations", "admin_audit_log"]);

let t: TestApp;
let session: Session;
let vendorId: string;
let tables: string[];

/** Every table's content hashed in one statement (one round trip: the fuzz sends tens of thousands). */
let fingerprintSql = "";
async function fingerprint(): Promise<string> {
  const res = await t.database.pool.query(fingerprintSql);
  return String(res.rows[0].h);
}

function fuzzableRoutes(routes: RouteOptions[]): RouteOptions[] {
  return routes.filter((r) => {
    const method = Array.isArray(r.method) ? r.method[0] : r.method;
    return method !== "HEAD" && !r.url.startsWith("/api/docs") && r.url !== "/*" && !r.url.startsWith("/dev/");
  });
}

async function send(route: RouteOptions, bad: BadRequest) {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as "GET" | "POST";
  const url = route.url.replace(/:(\w+)/g, "x");
  const headers: Record<string, string> = { ...bearer(session) };
  if (bad.contentType) headers["content-type"] = bad.contentType;
  return t.app.inject({
    method,
    url,
    headers,
    ...(bad.query ? { query: bad.query } : {}),
    ...(bad.rawBody !== undefined ? { payload: bad.rawBody } : bad.body !== undefined ? { payload: bad.body as object } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  session = await signUp(t, "fuzz@exemple.fr");
  const created = await t.app.inject({
    method: "POST",
    url: "/api/vendor/create",
    headers: bearer(session),
    payload: { vendorType: "DJ", company: { corporateName: "Fuzz SAS", tradeName: "Fuzz" } },
  });
  vendorId = created.json().vendorId;
  const res = await t.database.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  tables = res.rows.map((r) => String(r.tablename)).filter((name) => !COUNTERS.has(name));
  fingerprintSql = `SELECT concat_ws(',', ${tables
    .map((table) => `'${table}:' || (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${table}" x)`)
    .join(", ")}) AS h`;
});
afterAll(async () => {
  await t.close();
});

describe("bad-input fuzzing of every route", () => {
  it(`sends ${PER_ROUTE} generated bad requests to each route: no 5xx, wire-shaped 4xx, nothing persisted when refused`, async () => {
    const routes = fuzzableRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const requests = badRequestsFor(route as never, PER_ROUTE, SEED + index, { vendorId });
      expect(requests.length).toBeGreaterThanOrEqual(PER_ROUTE);
      // The state before a request is the state after the previous one when that one was refused and changed
      // nothing: hashed again only after an accepted request (or a refused one that changed something).
      let before = await fingerprint();
      for (const bad of requests) {
        const res = await send(route, bad);
        sent++;
        const where = `${route.method} ${route.url} [${bad.label}] → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        const after = await fingerprint();
        if (res.statusCode >= 400) {
          const shape = wireErrorSchema.safeParse(safeJson(res.body));
          if (!shape.success) failures.push(`${where}: not the wire error shape: ${res.body.slice(0, 200)}`);
          if (after !== before) failures.push(`${where}: a refused request changed the database`);
        }
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(routes.length * PER_ROUTE);
  }, 600_000);
});

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
