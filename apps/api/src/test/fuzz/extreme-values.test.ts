import { wireErrorSchema } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../test-app.ts";

/**
 * Dates a calendar cannot hold (year 0000, year 99999) and amounts whose totals would pass 2^53 cents,
 * sent to every route that takes them: each is refused with a French 4xx, never a 5xx, and nothing
 * is stored. (The generated fuzzing of every route, fuzz.test.ts, sends random bad values; these are
 * the well-formed extremes that pass a format check.)
 */

const COUNTERS = new Set(["login_throttle", "email_codes", "__drizzle_migrations"]);
const BAD_DAYS = ["0000-01-01", "99999-01-01", "1899-12-31", "2201-01-01"];
/** A French sentence of ours: at least an accented letter or a French word, and a full stop. */
const FRENCH = /([àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|des|du|doit|est|une?|trop|invalide|montant|date)\b)/i;

let t: TestApp;
let session: Session;
let vendorId: string;
let tables: string[];
let clientId: string;
let eventId: string;
let productId: string;
let boardId: string;
let listId: string;

type Case = {
  label: string;
  method: "GET" | "POST";
  url: string;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
};

async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const res = await t.database.pool.query(
        `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${table}" x`,
      );
      return `${table}:${res.rows[0].h}`;
    }),
  );
  return parts.join(",");
}

async function call(c: Case) {
  return t.app.inject({
    method: c.method,
    url: `/api${c.url}`,
    headers: bearer(session),
    ...(c.method === "GET" ? { query: { vendorId, ...c.query } } : { payload: { vendorId, ...c.body } }),
  });
}

async function ok(c: Case) {
  const res = await call(c);
  expect(res.statusCode, `${c.url}: ${res.body}`).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  session = await signUp(t, "extremes@exemple.fr");
  const created = await t.app.inject({
    method: "POST",
    url: "/api/vendor/create",
    headers: bearer(session),
    payload: { vendorType: "RECEPTION_VENUE", company: { corporateName: "Bornes SAS", tradeName: "Bornes" } },
  });
  vendorId = created.json().vendorId;
  clientId = (
    await ok({
      label: "client",
      method: "POST",
      url: "/client/individual/create",
      body: { contacts: [{ firstname: "Léa", lastname: "Borne", email: "lea.borne@exemple.fr", phone: "0612345678" }] },
    })
  ).clientId;
  eventId = (await ok({ label: "event", method: "POST", url: "/event/create", body: { eventName: "Mariage", clientId } }))
    .eventId;
  productId = (
    await ok({
      label: "product",
      method: "POST",
      url: "/product/create",
      body: { product: { name: "Salle", price: 9_999_999.99, tax: "TAX_20" } },
    })
  ).productId;
  const board = await ok({ label: "board", method: "POST", url: "/task/board/create", body: { name: "Bornes" } });
  boardId = board.boardId;
  listId = board.lists[0].listId;
  const res = await t.database.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  tables = res.rows.map((r) => String(r.tablename)).filter((name) => !COUNTERS.has(name));
});
afterAll(async () => {
  await t?.close();
});

const quote = (fields: Record<string, unknown>, products?: unknown[]) => ({
  quoteType: "QUOTE",
  quote: { clientId, ...fields },
  products: products ?? [{ productId, quantity: 1 }],
});

function dateCases(day: string): Case[] {
  const post = (label: string, url: string, body: Record<string, unknown>): Case => ({ label, method: "POST", url, body });
  const get = (label: string, url: string, query: Record<string, string>): Case => ({ label, method: "GET", url, query });
  return [
    post("event date", "/event/create", { eventName: "X", date: day }),
    post("event start and end", "/event/create", { eventName: "X", startDate: day, endDate: day }),
    post("event update date", "/event/update", { eventId, eventName: "Mariage", clientId, date: day }),
    post("event approximate month", "/event/create", { eventName: "X", approximateDate: day.slice(0, -3) }),
    get("event dates range", "/event/dates", { startDate: day, endDate: day }),
    post("task due day", "/task/task/create", { boardId, listId, type: "BASE_TASK", name: "X", dueDate: day }),
    post("task due instant", "/task/task/create", {
      boardId,
      listId,
      type: "BASE_TASK",
      name: "X",
      dueDate: `${day}T10:00:00Z`,
    }),
    post("quote date", "/quote/create", quote({ date: day })),
    post("quote expiration", "/quote/create", quote({ expirationDate: day })),
    post("invoice due date", "/quote/create", { ...quote({ dueDate: day }), quoteType: "INVOICE" }),
    post(
      "deposit due date",
      "/quote/create",
      quote({ deposits: [{ depositType: "PERCENTAGE", depositValue: 30, dueDate: day }] }),
    ),
    post("quote config balance date", "/quote/config/update", { config: { depositAccountBalanceDate: day } }),
    post("company creation date", "/vendor/company/update", {
      type: "COMPANY",
      corporateName: "Bornes SAS",
      tradeName: "Bornes",
      creationDate: day,
    }),
    post("promotion start", "/vendor/promotions/create", { title: "Promo", startDate: day }),
    post("promotion end", "/vendor/promotions/create", { title: "Promo", endDate: day }),
    post("availability", "/vendor/availabilities/create", { dates: [day] }),
    get("availabilities range", "/vendor/availabilities", { startDate: day, endDate: day }),
    get("showcase views", "/vendor/showcase/views", { from: day, to: day }),
  ];
}

const HUGE = [2 ** 53, 1e15, 1e300];

function amountCases(amount: number): Case[] {
  const post = (label: string, url: string, body: Record<string, unknown>): Case => ({ label, method: "POST", url, body });
  return [
    post("product price", "/product/create", { product: { name: "Or", price: amount, tax: "TAX_20" } }),
    post("line unit price", "/quote/create", quote({}, [{ productId, quantity: 1, unitPrice: amount }])),
    post("line quantity", "/quote/create", quote({}, [{ productId, quantity: amount }])),
    post(
      "fixed line discount",
      "/quote/create",
      quote({}, [{ productId, quantity: 1, discountType: "FIXED", discountValue: amount }]),
    ),
    post("global discount", "/quote/create", quote({ globalDiscountType: "FIXED", globalDiscountValue: amount })),
    post("deposit amount", "/quote/create", quote({ deposits: [{ depositType: "FIXED", depositValue: amount }] })),
    post("security deposit", "/task/task/create", {
      boardId,
      listId,
      type: "SECURITY_DEPOSIT_REQUEST",
      name: "Caution",
      from: "extremes@exemple.fr",
      object: "Caution",
      body: "<p>Caution</p>",
      amount,
    }),
    post("vendor minimum price", "/vendor/update", { minPrice: amount }),
    post("event guests", "/event/create", { eventName: "X", guestsCount: amount }),
  ];
}

async function expectRefused(c: Case, failures: string[], topic: RegExp) {
  const before = await fingerprint();
  const res = await call(c);
  const where = `${c.method} ${c.url} [${c.label}] → ${res.statusCode}`;
  if (res.statusCode < 400 || res.statusCode >= 500) {
    failures.push(`${where}: ${res.body.slice(0, 300)}`);
    return;
  }
  const body = wireErrorSchema.safeParse(JSON.parse(res.body));
  if (!body.success) failures.push(`${where}: not the wire error shape: ${res.body.slice(0, 200)}`);
  const first = body.success ? ([body.data.message].flat()[0] ?? "") : "";
  if (!FRENCH.test(first) || !topic.test(first)) failures.push(`${where}: message « ${first} »`);
  if ((await fingerprint()) !== before) failures.push(`${where}: a refused request changed the database`);
}

describe("extreme dates and amounts on every route that takes them", () => {
  it("refuses days out of 1900–2200 (year 0000, 99999…) with a French 4xx, storing nothing", async () => {
    const failures: string[] = [];
    for (const day of BAD_DAYS) for (const c of dateCases(day)) await expectRefused(c, failures, /date|jour|mois|échéance/i);
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses amounts that could take a total past 2^53 cents with a French 4xx, storing nothing", async () => {
    const failures: string[] = [];
    for (const amount of HUGE) {
      for (const c of amountCases(amount)) {
        await expectRefused(c, failures, /montant|prix|quantité|remise|acompte|invités|nombre|valeur|élevé/i);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses a document whose lines, each allowed, add up past 2^53 cents", async () => {
    const failures: string[] = [];
    // 200 lines of 100 000 × 9 999 999,99 € = 2 × 10^16 cents.
    const lines = Array.from({ length: 200 }, () => ({ productId, quantity: 100_000 }));
    await expectRefused(
      { label: "sum of lines", method: "POST", url: "/quote/create", body: quote({}, lines) },
      failures,
      /montant|élevé|quantité/i,
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it("still accepts the bounds themselves", async () => {
    await ok({ label: "first day", method: "POST", url: "/event/create", body: { eventName: "Bornes", date: "1900-01-01" } });
    await ok({ label: "last day", method: "POST", url: "/event/create", body: { eventName: "Bornes", date: "2200-12-31" } });
    await ok({
      label: "big quote",
      method: "POST",
      url: "/quote/create",
      body: quote({ date: "2200-12-31" }, [{ productId, quantity: 1000 }]),
    });
  });
});
