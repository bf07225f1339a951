import { parisDay } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createWeddingCatalogue, weddingQuoteBody } from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let aliceVendorId: string;
let clientId: string;
let catalogue: Awaited<ReturnType<typeof createWeddingCatalogue>>;

type Totals = { totalInvoices: number; totalCreditNotes: number; total: number };
type Revenue = {
  asOf: string;
  CAMonth: Totals;
  CAYear: Totals;
  previousYear: { CAMonth: Totals; CAYear: Totals };
  period: { totals: Totals; months: (Totals & { month: string })[] };
};

const today = parisDay(new Date());
const monthsAgo = (n: number) => {
  const d = new Date(`${today.slice(0, 7)}-15T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};
const cents = (euros: number) => Math.round(euros * 100);

/**
 * The documents service stamps the Paris day it issues on: to spread documents over months the test
 * moves an issued document's day afterwards, past the freezing trigger of its own test database.
 */
async function issuedOn(quoteId: string, day: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE documents DISABLE TRIGGER USER`);
    await tx.execute(sql`UPDATE documents SET issued_date = ${day}::date WHERE id = ${quoteId}`);
    await tx.execute(sql`ALTER TABLE documents ENABLE TRIGGER USER`);
  });
}

const ok = async (res: Promise<{ statusCode: number; body: string; json: () => any }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** A signed wedding quote, its 30 % deposit invoice and its final invoice, both issued. */
async function chain() {
  const quote = await ok(a.post("/quote/create", weddingQuoteBody(clientId, catalogue)));
  await ok(a.post("/quote/sign", { quoteId: quote.id, filename: "signe.pdf" }));
  const deposit = await ok(
    a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id }),
  );
  await ok(a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: deposit.id, status: "SENT" }));
  const invoice = await ok(
    a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id }),
  );
  await ok(a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.id, status: "SENT" }));
  return { quoteId: quote.id as string, depositId: deposit.id as string, invoiceId: invoice.id as string };
}

const document = async (quoteType: string, quoteId: string) =>
  (await ok(a.get("/quote", { quoteType, quoteId }))) as {
    totalExcludingTax: number;
    totalIncludingTax: number;
    issuedDate: string;
  };

beforeAll(async () => {
  t = await createTestApp();
  const alice = await signUpVendor(t, "alice-dashboard@exemple.fr", "Château du Tableau");
  const bob = await signUpVendor(t, "bob-dashboard@exemple.fr", "Moulin Bob");
  aliceVendorId = alice.vendorId;
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await completeCompany(t, alice, "Château du Tableau");
  clientId = await createClient(a, "Martin");
  catalogue = await createWeddingCatalogue(a);
});
afterAll(async () => {
  await t.close();
});

describe("revenue (GET /dashboard/ca)", () => {
  it("is the sum of the issued documents' HT to the cent: invoices and deposits added, a credit note subtracted in its own month", async () => {
    const empty = (await ok(a.get("/dashboard/ca"))) as Revenue;
    expect(empty.CAMonth).toEqual({ totalInvoices: 0, totalCreditNotes: 0, total: 0 });
    expect(empty.period.months).toEqual([]);

    const first = await chain();
    const second = await chain();
    const credit = await ok(
      a.post("/quote/duplicate", { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: second.invoiceId }),
    );
    await ok(a.post("/quote/status", { quoteType: "CREDIT_NOTE", quoteId: credit.id, status: "SENT" }));
    // A draft invoice and a quote count for nothing.
    await ok(a.post("/quote/create", { ...weddingQuoteBody(clientId, catalogue), quoteType: "INVOICE" }));

    // First chain two months ago, second one last month, its credit note this month.
    await issuedOn(first.depositId, monthsAgo(2));
    await issuedOn(first.invoiceId, monthsAgo(2));
    await issuedOn(second.depositId, monthsAgo(1));
    await issuedOn(second.invoiceId, monthsAgo(1));

    const ht = async (type: string, id: string) => cents((await document(type, id)).totalExcludingTax);
    const m2 = (await ht("DEPOSIT", first.depositId)) + (await ht("INVOICE", first.invoiceId));
    const m1 = (await ht("DEPOSIT", second.depositId)) + (await ht("INVOICE", second.invoiceId));
    const cn = await ht("CREDIT_NOTE", credit.id);
    expect(cn).toBeGreaterThan(0);

    const r = (await ok(a.get("/dashboard/ca"))) as Revenue;
    expect(r.asOf).toBe(today);
    expect(r.CAMonth).toEqual({ totalInvoices: 0, totalCreditNotes: cn, total: -cn });
    expect(r.period.months).toEqual([
      { month: today.slice(0, 7), totalInvoices: 0, totalCreditNotes: cn, total: -cn },
      { month: monthsAgo(1).slice(0, 7), totalInvoices: m1, totalCreditNotes: 0, total: m1 },
      { month: monthsAgo(2).slice(0, 7), totalInvoices: m2, totalCreditNotes: 0, total: m2 },
    ]);
    expect(r.period.totals).toEqual({ totalInvoices: m1 + m2, totalCreditNotes: cn, total: m1 + m2 - cn });
    const sameYear = [monthsAgo(1), monthsAgo(2)].filter((d) => d.startsWith(today.slice(0, 4)));
    const yearInvoices = (sameYear.includes(monthsAgo(1)) ? m1 : 0) + (sameYear.includes(monthsAgo(2)) ? m2 : 0);
    expect(r.CAYear).toEqual({ totalInvoices: yearInvoices, totalCreditNotes: cn, total: yearInvoices - cn });
    expect(r.previousYear.CAYear.total).toBe(0);

    const ttc = (await ok(a.get("/dashboard/ca", { basis: "TTC" }))) as Revenue;
    expect(ttc.CAMonth.totalCreditNotes).toBe(cents((await document("CREDIT_NOTE", credit.id)).totalIncludingTax));
  });

  it("groups by the Paris day stamped at issue: issued at 31 December 23:30 UTC, it counts in January", async () => {
    const { depositId } = await chain();
    const day = parisDay(new Date("2025-12-31T23:30:00Z"));
    expect(day).toBe("2026-01-01");
    await issuedOn(depositId, day);
    const r = (await ok(a.get("/dashboard/ca", { from: "2025-12-01", to: "2026-01-31" }))) as Revenue;
    expect(r.period.months.map((m) => m.month)).toEqual(["2026-01"]);
    expect(r.period.totals.total).toBe(cents((await document("DEPOSIT", depositId)).totalExcludingTax));
    expect(r.previousYear.CAMonth.total).toBe(0);
  });

  it("refuses a reversed period in French and hides another vendor's figures (404)", async () => {
    const bad = await a.get("/dashboard/ca", { from: "2026-03-01", to: "2026-02-01" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("La date de fin doit être postérieure ou égale à la date de début.");
    for (const path of [
      "/dashboard/ca",
      "/dashboard/events-stats",
      "/dashboard/showcase-count",
      "/dashboard/pending-documents",
    ]) {
      const res = await b.get(path, { vendorId: aliceVendorId });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe("pending documents", () => {
  it("counts the quotes awaiting an answer and the unpaid deposit invoices", async () => {
    const quote = await ok(a.post("/quote/create", weddingQuoteBody(clientId, catalogue)));
    await ok(a.post("/quote/status", { quoteType: "QUOTE", quoteId: quote.id, status: "SENT" }));
    const sent = await document("QUOTE", quote.id);
    const p = await ok(a.get("/dashboard/pending-documents"));
    expect(p.quotesAwaiting).toEqual({ count: 1, totalCents: cents(sent.totalIncludingTax) });
    // The three chains above each issued a deposit invoice, none paid.
    expect(p.depositsDue.count + p.depositsOverdue.count).toBe(3);
  });
});

describe("events stats (GET /dashboard/events-stats)", () => {
  it("gives the spec's figures over the vendor's events", async () => {
    const next = parisDay(new Date(Date.now() + 40 * 86_400_000));
    await ok(a.post("/event/create", { eventName: "Mariage Roy", clientId, date: next, guestsCount: 120 }));
    await ok(
      a.post("/event/create", { eventName: "Mariage Lee", date: "2026-06-13", guestsCount: 80, status: "RESERVATION_CONFIRMED" }),
    );
    await ok(a.post("/event/create", { eventName: "Anniversaire", date: "2026-06-20", eventType: "BIRTHDAY" }));
    const s = await ok(a.get("/dashboard/events-stats"));
    expect(s).toMatchObject({
      totalEvents: 3,
      averageGuestCount: 100,
      mostPopularEvent: "WEDDING",
      busiestMonth: { month: "2026-06", count: 2 },
      conversion: { total: 3, confirmed: 1, rate: 33.3 },
    });
    expect(s.eventTypePercentages).toEqual([
      { eventType: "WEDDING", count: 2, percentage: 66.7 },
      { eventType: "BIRTHDAY", count: 1, percentage: 33.3 },
    ]);
    expect(s.statusDistribution).toContainEqual({ status: "RESERVATION_CONFIRMED", count: 1 });
    expect(s.upcomingEvents[0]).toMatchObject({
      eventName: "Mariage Roy",
      date: next,
      clientName: expect.stringContaining("Martin"),
      guestsCount: 120,
    });
    const june = await ok(a.get("/dashboard/events-stats", { from: "2026-06-01", to: "2026-06-30" }));
    expect(june.totalEvents).toBe(2);
  });

  it("counts events by their client's source, most first, « no source » last, the vendor's own only", async () => {
    const fromDirectory = await ok(
      a.post("/client/individual/create", {
        source: "BRIDEBOOK",
        contacts: [{ firstname: "Zoé", lastname: "Roux", email: "zoe.roux@exemple.fr", phone: "0612345679" }],
      }),
    );
    const directoryId = fromDirectory.clientId ?? fromDirectory.id;
    for (const [name, status] of [
      ["Mariage Roux", "RESERVATION_CONFIRMED"],
      ["Mariage Roux II", undefined],
    ] as const) {
      await ok(
        a.post("/event/create", { eventName: name, clientId: directoryId, date: "2031-05-10", ...(status ? { status } : {}) }),
      );
    }
    const period = { from: "2031-01-01", to: "2031-12-31" };
    const s = await ok(a.get("/dashboard/events-stats", period));
    expect(s.sources).toEqual([{ source: "BRIDEBOOK", count: 2, confirmed: 1 }]);
    await ok(a.post("/event/create", { eventName: "Sans client", date: "2031-06-01" }));
    await ok(a.post("/event/create", { eventName: "Sans client II", date: "2031-06-02" }));
    await ok(a.post("/event/create", { eventName: "Sans client III", date: "2031-06-03" }));
    expect((await ok(a.get("/dashboard/events-stats", period))).sources).toEqual([
      { source: null, count: 3, confirmed: 0 },
      { source: "BRIDEBOOK", count: 2, confirmed: 1 },
    ]);
    // Another vendor's view of the same period knows nothing of these sources.
    expect((await ok(b.get("/dashboard/events-stats", period))).sources).toEqual([]);
  });
});

describe("showcase count (GET /dashboard/showcase-count)", () => {
  it("groups the stored daily views by day, ISO week, month and year", async () => {
    await t.database.db.execute(sql`INSERT INTO showcase_page_views (vendor_id, day, views)
      VALUES (${aliceVendorId}, '2026-12-31', 3), (${aliceVendorId}, '2027-01-03', 4), (${aliceVendorId}, '2027-01-04', 5)`);
    const q = (view: string) => ok(a.get("/dashboard/showcase-count", { view, from: "2026-12-01", to: "2027-01-31" }));
    expect((await q("week")).periods).toEqual([
      { period: "2027-W01", views: 5 },
      { period: "2026-W53", views: 7 },
    ]);
    expect((await q("month")).periods).toEqual([
      { period: "2027-01", views: 9 },
      { period: "2026-12", views: 3 },
    ]);
    expect(await q("year")).toMatchObject({
      total: 12,
      periods: [
        { period: "2027", views: 9 },
        { period: "2026", views: 3 },
      ],
    });
    expect((await q("day")).periods).toHaveLength(3);
    expect((await a.get("/dashboard/showcase-count", { view: "decade" })).statusCode).toBe(400);
  });
});
