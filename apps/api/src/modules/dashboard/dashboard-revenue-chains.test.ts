import { parisDay } from "@cortege/domain";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createWeddingCatalogue, weddingQuoteBody } from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Totals = { totalInvoices: number; totalCreditNotes: number; total: number };
type Cashed = { received: number; refunded: number; total: number };
type Revenue = {
  CAMonth: Totals;
  CAYear: Totals;
  period: { totals: Totals; months: (Totals & { month: string })[] };
  cashed: { month: Cashed; year: Cashed };
};

const today = parisDay(new Date());
const daysAgo = (n: number) => parisDay(new Date(Date.now() - n * 86_400_000));
const cents = (euros: number) => Math.round(euros * 100);

const ok = async (res: Promise<{ statusCode: number; body: string; json: () => any }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** The service stamps today's Paris day at issue: the test moves it afterwards, past the freezing trigger. */
async function issuedOn(quoteId: string, day: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE documents DISABLE TRIGGER USER`);
    await tx.execute(sql`UPDATE documents SET issued_date = ${day}::date WHERE id = ${quoteId}`);
    await tx.execute(sql`ALTER TABLE documents ENABLE TRIGGER USER`);
  });
}

/**
 * One wedding as the vendor sells it: the quote (1 to 6 reception packages), signed; its deposit invoice
 * issued `depositAgo` days ago, maybe paid `paidAgo` days ago; its final invoice issued `invoiceAgo` days
 * ago, maybe wholly credited `creditAgo` days ago.
 */
const chainArb = fc
  .record({
    packages: fc.integer({ min: 1, max: 6 }),
    depositAgo: fc.integer({ min: 0, max: 420 }),
    paidAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    invoiceAfter: fc.integer({ min: 0, max: 60 }),
    creditAfter: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  })
  .map((c) => {
    const invoiceAgo = Math.max(0, c.depositAgo - c.invoiceAfter);
    return {
      packages: c.packages,
      depositAgo: c.depositAgo,
      paidAgo: c.paidAfter === null ? null : Math.max(0, c.depositAgo - c.paidAfter),
      invoiceAgo,
      creditAgo: c.creditAfter === null ? null : Math.max(0, invoiceAgo - c.creditAfter),
    };
  });

let run = 0;

describe("revenue over random chains (property)", () => {
  it("equals, to the cent, the issued documents' totals (credit notes subtracted in their month) and the payments recorded", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(chainArb, { minLength: 1, maxLength: 4 }), async (chains) => {
        run++;
        const vendor = await signUpVendor(t, `chaines-${run}-${Date.now()}@exemple.fr`, `Domaine des Chaînes ${run}`);
        await completeCompany(t, vendor, `Domaine des Chaînes ${run}`);
        const a = asVendor(t, vendor);
        const clientId = await createClient(a, "Durand");
        const catalogue = await createWeddingCatalogue(a);
        const issued: { quoteType: string; day: string; ht: number; ttc: number }[] = [];
        const payments: { day: string; amount: number }[] = [];
        const read = async (quoteType: string, quoteId: string, day: string) => {
          const d = await ok(a.get("/quote", { quoteType, quoteId }));
          issued.push({ quoteType, day, ht: cents(d.totalExcludingTax), ttc: cents(d.totalIncludingTax) });
          return d;
        };

        for (const c of chains) {
          const body = weddingQuoteBody(clientId, catalogue);
          body.products[0] = { productId: catalogue.bundleId, quantity: c.packages };
          const quote = await ok(a.post("/quote/create", body));
          await ok(a.post("/quote/sign", { quoteId: quote.id, filename: "signe.pdf" }));
          const deposit = await ok(
            a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id }),
          );
          await ok(a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: deposit.id, status: "SENT" }));
          await issuedOn(deposit.id, daysAgo(c.depositAgo));
          const dep = await read("DEPOSIT", deposit.id, daysAgo(c.depositAgo));
          if (c.paidAgo !== null) {
            await ok(
              a.post("/quote/payments/create", {
                quoteId: deposit.id,
                date: daysAgo(c.paidAgo),
                amount: dep.totalIncludingTax,
                method: "BANK_TRANSFER",
              }),
            );
            payments.push({ day: daysAgo(c.paidAgo), amount: cents(dep.totalIncludingTax) });
          }
          const invoice = await ok(
            a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "INVOICE", quoteId: quote.id }),
          );
          await ok(a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.id, status: "SENT" }));
          await issuedOn(invoice.id, daysAgo(c.invoiceAgo));
          await read("INVOICE", invoice.id, daysAgo(c.invoiceAgo));
          if (c.creditAgo !== null) {
            const credit = await ok(
              a.post("/quote/duplicate", { quoteType: "INVOICE", quoteTypeDestination: "CREDIT_NOTE", quoteId: invoice.id }),
            );
            await ok(a.post("/quote/status", { quoteType: "CREDIT_NOTE", quoteId: credit.id, status: "SENT" }));
            await issuedOn(credit.id, daysAgo(c.creditAgo));
            await read("CREDIT_NOTE", credit.id, daysAgo(c.creditAgo));
          }
        }

        // Every document is at most 420 days old: a period of 15 months to today holds them all.
        const from = `${daysAgo(460).slice(0, 7)}-01`;
        const sum = (docs: typeof issued, amount: "ht" | "ttc"): Totals => {
          const totalInvoices = docs.filter((d) => d.quoteType !== "CREDIT_NOTE").reduce((s, d) => s + d[amount], 0);
          const totalCreditNotes = docs.filter((d) => d.quoteType === "CREDIT_NOTE").reduce((s, d) => s + d[amount], 0);
          return { totalInvoices, totalCreditNotes, total: totalInvoices - totalCreditNotes };
        };
        for (const basis of ["HT", "TTC"] as const) {
          const amount = basis === "HT" ? "ht" : "ttc";
          const r = (await ok(a.get("/dashboard/ca", { basis, from, to: today }))) as Revenue;
          expect(r.period.totals).toEqual(sum(issued, amount));
          for (const m of r.period.months) {
            expect(m).toEqual({
              month: m.month,
              ...sum(
                issued.filter((d) => d.day.startsWith(m.month)),
                amount,
              ),
            });
          }
          expect(r.period.months.map((m) => m.month)).toEqual(
            [...new Set(issued.map((d) => d.day.slice(0, 7)))].sort().reverse(),
          );
          expect(r.CAMonth).toEqual(
            sum(
              issued.filter((d) => d.day.startsWith(today.slice(0, 7))),
              amount,
            ),
          );
          expect(r.CAYear).toEqual(
            sum(
              issued.filter((d) => d.day.startsWith(today.slice(0, 4))),
              amount,
            ),
          );
          const paid = (prefix: string) => payments.filter((p) => p.day.startsWith(prefix)).reduce((s, p) => s + p.amount, 0);
          expect(r.cashed.month).toEqual({ received: paid(today.slice(0, 7)), refunded: 0, total: paid(today.slice(0, 7)) });
          expect(r.cashed.year).toEqual({ received: paid(today.slice(0, 4)), refunded: 0, total: paid(today.slice(0, 4)) });
        }
      }),
      { numRuns: 5 },
    );
  }, 240_000);
});
