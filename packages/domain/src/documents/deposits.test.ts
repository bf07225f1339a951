import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vatCodes } from "../products/vat.ts";
import {
  addScheduledDeposit,
  DEFAULT_DEPOSIT,
  deductionIssue,
  depositInvoice,
  removeScheduledDeposit,
  type ScheduledDeposit,
  scheduleAmounts,
  splitAmountOver,
} from "./deposits.ts";
import {
  type DocumentLine,
  documentTotals,
  productLine,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  totalsOf,
  wireTotals,
} from "./document-totals.ts";

const weddingQuote = documentTotals(
  [
    productLine({ productType: "BNC", tax: "TAX_10", priceCents: 8500 }, 120_000),
    productLine({ productType: "BIC_1", tax: "TAX_20", priceCents: 3250 }, 60_000),
    productLine({ productType: "DEBOUR", tax: "TAX_20", priceCents: 4530 }, 1000),
  ],
  { discountType: "PERCENTAGE", discountValue: 500 },
);
const quote: TaxBreakdown = { taxDetails: weddingQuote.taxDetails, disbursementsCents: weddingQuote.disbursementsCents };

describe("deposit invoices (acomptes)", () => {
  it("takes 30 % of the quote's total including tax, split over its rates with the VAT taken out", () => {
    const r = depositInvoice(quote, { depositType: "PERCENTAGE", depositValue: 3000 });
    expect(r).toEqual({
      ok: true,
      amountCents: 387_819,
      breakdown: {
        taxDetails: [
          { taxType: "TAX_20", baseCents: 55_575, taxAmountCents: 11_115 },
          { taxType: "TAX_10", baseCents: 290_700, taxAmountCents: 29_070 },
        ],
        disbursementsCents: 1359,
      },
      totals: { totalExcludingTaxCents: 347_634, totalTaxCents: 40_185, totalIncludingTaxCents: 387_819 },
    });
  });

  it("takes a fixed amount, and refuses what exceeds what is left to invoice", () => {
    const first = depositInvoice(quote, { depositType: "FIXED", depositValue: 1_000_000 });
    expect(first.ok && first.totals.totalIncludingTaxCents).toBe(1_000_000);
    const second = depositInvoice(quote, { depositType: "FIXED", depositValue: 300_000 }, first.ok ? [first.breakdown] : []);
    expect(second).toEqual({
      ok: false,
      message: "L'acompte dépasse ce qui reste à facturer sur le devis (2 927,30 € TTC).",
    });
  });

  it.each<[string, ScheduledDeposit["depositType"], number, string]>([
    ["zero", "FIXED", 0, "Le montant de l'acompte doit être supérieur à 0."],
    ["over 100 %", "PERCENTAGE", 10_001, "Un acompte ne peut pas dépasser 100 % du total."],
  ])("refuses a deposit of %s", (_, depositType, depositValue, message) => {
    expect(depositInvoice(quote, { depositType, depositValue })).toEqual({ ok: false, message });
  });

  it("lets the final invoice deduct its deposits, and refuses deposits above it", () => {
    const deposit = depositInvoice(quote, { depositType: "PERCENTAGE", depositValue: 3000 });
    if (!deposit.ok) throw new Error(deposit.message);
    expect(deductionIssue(quote, [deposit.breakdown])).toBeNull();
    const smaller: TaxBreakdown = {
      taxDetails: [{ taxType: "TAX_20", baseCents: 100, taxAmountCents: 20 }],
      disbursementsCents: 0,
    };
    expect(deductionIssue(smaller, [deposit.breakdown])).toBe(
      "Les acomptes déduits dépassent le montant de la facture au taux de 20 %.",
    );
  });
});

const lineArb = fc
  .record({
    tax: fc.constantFrom(...vatCodes),
    debour: fc.boolean(),
    priceCents: fc.integer({ min: 1, max: 50_000_000 }),
    quantityMilli: fc.integer({ min: 1, max: 500_000 }),
  })
  .map(
    (l): DocumentLine =>
      productLine({ productType: l.debour ? "DEBOUR" : "BNC", tax: l.tax, priceCents: l.priceCents }, l.quantityMilli),
  );
const quoteArb = fc.array(lineArb, { minLength: 1, maxLength: 6 }).map((lines) => {
  const t = documentTotals(lines);
  return { taxDetails: t.taxDetails, disbursementsCents: t.disbursementsCents } as TaxBreakdown;
});

describe("deposit properties", () => {
  it("a split sums exactly to the deposit, never exceeding a rate's base or VAT", () => {
    fc.assert(
      fc.property(quoteArb, fc.double({ min: 0, max: 1, noNaN: true }), (q, share) => {
        const total = totalsOf(q).totalIncludingTaxCents;
        const amount = Math.floor(total * share);
        const split = splitAmountOver(q, amount);
        expect(totalsOf(split).totalIncludingTaxCents).toBe(amount);
        const rest = subtractBreakdown(q, split);
        for (const d of rest.taxDetails) {
          expect(d.baseCents).toBeGreaterThanOrEqual(0);
          expect(d.taxAmountCents).toBeGreaterThanOrEqual(0);
        }
        expect(rest.disbursementsCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("deposit invoices plus the final invoice equal the quote, rate by rate", () => {
    fc.assert(
      fc.property(quoteArb, fc.array(fc.integer({ min: 1, max: 6000 }), { maxLength: 4 }), (q, percents) => {
        const issued: TaxBreakdown[] = [];
        for (const p of percents) {
          const r = depositInvoice(q, { depositType: "PERCENTAGE", depositValue: p }, issued);
          if (r.ok) {
            expect(totalsOf(r.breakdown).totalIncludingTaxCents).toBe(r.amountCents);
            issued.push(r.breakdown);
          }
        }
        expect(deductionIssue(q, issued)).toBeNull();
        const final = subtractBreakdown(q, sumBreakdowns(issued));
        expect(sumBreakdowns([final, ...issued])).toEqual(sumBreakdowns([q]));
        const all = totalsOf(sumBreakdowns(issued)).totalIncludingTaxCents + totalsOf(final).totalIncludingTaxCents;
        expect(all).toBe(totalsOf(q).totalIncludingTaxCents);
      }),
    );
  });
});

describe("the chain quote → deposit invoices → final invoice", () => {
  it("a final invoice plus its deposit invoices equals the quote, through the tax engine", () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 3 }),
        (lines, globalPercent, percents) => {
          const global = { discountType: "PERCENTAGE" as const, discountValue: globalPercent };
          const q = documentTotals(lines, global);
          const issued: TaxBreakdown[] = [];
          for (const p of percents) {
            const r = depositInvoice(q, { depositType: "PERCENTAGE", depositValue: p }, issued);
            if (r.ok) issued.push(r.breakdown);
          }
          const final = documentTotals(lines, global, issued);
          expect(final.due.totalIncludingTaxCents + final.deducted.totalIncludingTaxCents).toBe(q.totalIncludingTaxCents);
          expect(final.due.totalTaxCents + final.deducted.totalTaxCents).toBe(q.totalTaxCents);
          expect(sumBreakdowns([final.due, ...issued])).toEqual(sumBreakdowns([q]));
        },
      ),
    );
  });

  it("puts the due amounts in the spec's fields, in euros", () => {
    const deposit = depositInvoice(quote, { depositType: "PERCENTAGE", depositValue: 3000 });
    if (!deposit.ok) throw new Error(deposit.message);
    expect(wireTotals(deposit.breakdown)).toEqual({
      totalExcludingTax: 3476.34,
      totalTax: 401.85,
      totalIncludingTax: 3878.19,
      totalTaxDetails: [
        { taxType: "TAX_20", taxAmount: 111.15 },
        { taxType: "TAX_10", taxAmount: 290.7 },
      ],
    });
  });
});

describe("deposit schedule (part 2 §4)", () => {
  const thirty: ScheduledDeposit = { ...DEFAULT_DEPOSIT, numberOfDays: 0 };
  const twenty: ScheduledDeposit = { depositType: "PERCENTAGE", depositValue: 2000, numberOfDays: 90, dueDate: null };
  const fixed500: ScheduledDeposit = { depositType: "FIXED", depositValue: 50_000, numberOfDays: 0, dueDate: "2027-05-01" };

  it("adding the first deposit creates an intermediate and a final entry", () => {
    const s = addScheduledDeposit([]);
    expect(s).toHaveLength(2);
    expect(s[0]).toEqual(DEFAULT_DEPOSIT);
  });

  it("adds later deposits before the final one, which stays last", () => {
    const s = addScheduledDeposit(addScheduledDeposit([], thirty), twenty);
    expect(s.map((d) => d.depositValue)).toEqual([3000, 2000, 7000]);
  });

  it("removing down to one remaining deposit clears all, unless forced", () => {
    const s = addScheduledDeposit([], thirty);
    expect(removeScheduledDeposit(s, 0)).toEqual([]);
    expect(removeScheduledDeposit(s, 0, true)).toHaveLength(1);
    const three = addScheduledDeposit(s, twenty);
    expect(removeScheduledDeposit(three, 1).map((d) => d.depositValue)).toEqual([3000, 7000]);
    expect(removeScheduledDeposit(three, 7)).toEqual(three);
  });

  it("gives each deposit its amount and due date, and the final entry the remaining balance", () => {
    const s = addScheduledDeposit(addScheduledDeposit(addScheduledDeposit([], thirty), twenty), fixed500);
    expect(scheduleAmounts(1_292_730, s, "2026-12-01")).toEqual({
      ok: true,
      entries: [
        // No date and no delay: due on receipt, not on the quote's date.
        { amountCents: 387_819, dueDate: null, isFinal: false },
        { amountCents: 258_546, dueDate: "2027-03-01", isFinal: false },
        { amountCents: 50_000, dueDate: "2027-05-01", isFinal: false },
        { amountCents: 596_365, dueDate: null, isFinal: true },
      ],
      remainingBalanceCents: 596_365,
    });
    expect(scheduleAmounts(10_000, [fixed500, thirty])).toEqual({
      ok: false,
      message: "Les acomptes dépassent le total du devis.",
    });
  });

  it("deposits plus balance equal the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 3000 }), { maxLength: 3 }),
        (total, percents) => {
          const schedule = [...percents.map((p): ScheduledDeposit => ({ ...DEFAULT_DEPOSIT, depositValue: p })), DEFAULT_DEPOSIT];
          const r = scheduleAmounts(total, schedule);
          if (!r.ok) throw new Error(r.message);
          expect(r.entries.reduce((s, e) => s + e.amountCents, 0)).toBe(total);
          expect(r.entries.at(-1)?.amountCents).toBe(r.remainingBalanceCents);
        },
      ),
    );
  });
});
