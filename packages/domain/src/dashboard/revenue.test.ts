import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupRevenueByMonth, parisDay, type RevenueDocument, sumRevenue } from "./revenue.ts";
import { groupViews, isoWeekOf } from "./showcase-count.ts";

const dayArb = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const docArb: fc.Arbitrary<RevenueDocument> = fc.record({
  quoteType: fc.constantFrom("INVOICE", "DEPOSIT", "CREDIT_NOTE"),
  issuedDate: dayArb,
  totalExcludingTaxCents: fc.integer({ min: 0, max: 10_000_000 }),
  totalIncludingTaxCents: fc.integer({ min: 0, max: 12_000_000 }),
});

describe("revenue month grouping", () => {
  it("sums to the cent: invoices and deposits minus credit notes, each in its issue month, newest first", () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 60 }), (docs) => {
        const months = groupRevenueByMonth(docs);
        const sign = (d: RevenueDocument) => (d.quoteType === "CREDIT_NOTE" ? -1 : 1);
        expect(sumRevenue(months).total).toBe(docs.reduce((s, d) => s + sign(d) * d.totalExcludingTaxCents, 0));
        for (const row of months) {
          const inMonth = docs.filter((d) => d.issuedDate.startsWith(`${row.month}-`));
          const credits = inMonth.filter((d) => d.quoteType === "CREDIT_NOTE").reduce((s, d) => s + d.totalExcludingTaxCents, 0);
          expect(row.totalCreditNotes).toBe(credits);
          expect(row.total).toBe(row.totalInvoices - row.totalCreditNotes);
          expect(Number.isInteger(row.total)).toBe(true);
        }
        expect(months.map((r) => r.month)).toEqual([...new Set(docs.map((d) => d.issuedDate.slice(0, 7)))].sort().reverse());
      }),
    );
  });

  it("uses TTC on demand", () => {
    const docs: RevenueDocument[] = [
      { quoteType: "INVOICE", issuedDate: "2026-03-04", totalExcludingTaxCents: 10_000, totalIncludingTaxCents: 12_000 },
      { quoteType: "CREDIT_NOTE", issuedDate: "2026-03-20", totalExcludingTaxCents: 1_000, totalIncludingTaxCents: 1_200 },
    ];
    expect(groupRevenueByMonth(docs, "TTC")).toEqual([
      { month: "2026-03", totalInvoices: 12_000, totalCreditNotes: 1_200, total: 10_800 },
    ]);
  });

  it("an instant of 31 December 23:30 UTC is a day of January in Paris", () => {
    expect(parisDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(parisDay(new Date("2026-07-31T22:30:00Z"))).toBe("2026-08-01");
  });
});

describe("showcase views grouping", () => {
  it("ISO weeks: the Thursday decides the year", () => {
    expect(isoWeekOf("2026-12-31")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-03")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
  });

  it("keeps every view whatever the grouping", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: dayArb, views: fc.integer({ min: 1, max: 500 }) })),
        fc.constantFrom("day", "week", "month", "year"),
        (days, view) => {
          const total = days.reduce((s, d) => s + d.views, 0);
          expect(groupViews(days, view as "day").reduce((s, p) => s + p.views, 0)).toBe(total);
        },
      ),
    );
  });
});
