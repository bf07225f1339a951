import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vatCodes } from "../products/vat.ts";
import { creditNoteForAmount, creditNoteIssue, fullCreditNote, isFullyCredited } from "./credit-notes.ts";
import {
  documentTotals,
  negateBreakdown,
  productLine,
  subtractBreakdown,
  type TaxBreakdown,
  totalsOf,
} from "./document-totals.ts";

const invoice: TaxBreakdown = {
  taxDetails: [
    { taxType: "TAX_20", baseCents: 185_250, taxAmountCents: 37_050 },
    { taxType: "TAX_10", baseCents: 969_000, taxAmountCents: 96_900 },
  ],
  disbursementsCents: 4530,
};

describe("credit notes (avoirs)", () => {
  it("cancel the whole invoice", () => {
    expect(fullCreditNote(invoice)).toEqual(invoice);
    expect(isFullyCredited(invoice, [fullCreditNote(invoice)])).toBe(true);
    expect(negateBreakdown(invoice).taxDetails[0]).toEqual({ taxType: "TAX_20", baseCents: -185_250, taxAmountCents: -37_050 });
  });

  it("take back part of an invoice, then only what remains", () => {
    const first = creditNoteForAmount(invoice, 100_000);
    if (!first.ok) throw new Error(first.message);
    expect(totalsOf(first.breakdown).totalIncludingTaxCents).toBe(100_000);
    expect(isFullyCredited(invoice, [first.breakdown])).toBe(false);
    expect(creditNoteForAmount(invoice, 1_200_000, [first.breakdown])).toEqual({
      ok: false,
      message: "L'avoir dépasse ce qui reste à annuler sur la facture (11 927,30 € TTC).",
    });
    const rest = fullCreditNote(invoice, [first.breakdown]);
    expect(totalsOf(rest).totalIncludingTaxCents).toBe(1_192_730);
    expect(isFullyCredited(invoice, [first.breakdown, rest])).toBe(true);
  });

  it.each<[string, TaxBreakdown, string | null]>([
    ["fits", { taxDetails: [{ taxType: "TAX_20", baseCents: 1000, taxAmountCents: 200 }], disbursementsCents: 0 }, null],
    ["is empty", { taxDetails: [], disbursementsCents: 0 }, "Le montant de l'avoir doit être supérieur à 0."],
    [
      "exceeds a rate",
      { taxDetails: [{ taxType: "TAX_5_5", baseCents: 1000, taxAmountCents: 55 }], disbursementsCents: 0 },
      "L'avoir dépasse ce qui reste à annuler sur la facture au taux de 5,5 %.",
    ],
    [
      "exceeds the disbursements",
      { taxDetails: [], disbursementsCents: 5000 },
      "L'avoir dépasse ce qui reste à annuler sur la facture en débours.",
    ],
    [
      "exceeds the invoice",
      { taxDetails: [{ taxType: "TAX_10", baseCents: 2_000_000, taxAmountCents: 200_000 }], disbursementsCents: 0 },
      "L'avoir dépasse ce qui reste à annuler sur la facture (12 927,30 € TTC).",
    ],
  ])("a credit note that %s", (_, note, message) => {
    expect(creditNoteIssue(invoice, note)).toBe(message);
  });
});

const invoiceArb = fc
  .array(
    fc.record({
      tax: fc.constantFrom(...vatCodes),
      debour: fc.boolean(),
      priceCents: fc.integer({ min: 1, max: 50_000_000 }),
      quantityMilli: fc.integer({ min: 1, max: 500_000 }),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((lines) => {
    const t = documentTotals(
      lines.map((l) =>
        productLine({ productType: l.debour ? "DEBOUR" : "BNC", tax: l.tax, priceCents: l.priceCents }, l.quantityMilli),
      ),
    );
    return { taxDetails: t.taxDetails, disbursementsCents: t.disbursementsCents } as TaxBreakdown;
  });

describe("credit note properties", () => {
  it("credit notes never exceed the invoice, rate by rate, whatever amounts are asked", () => {
    fc.assert(
      fc.property(invoiceArb, fc.array(fc.integer({ min: 1, max: 2_000_000_000 }), { maxLength: 6 }), (inv, amounts) => {
        const notes: TaxBreakdown[] = [];
        for (const amount of amounts) {
          const r = creditNoteForAmount(inv, amount, notes);
          if (r.ok) {
            expect(creditNoteIssue(inv, r.breakdown, notes)).toBeNull();
            expect(totalsOf(r.breakdown).totalIncludingTaxCents).toBe(amount);
            notes.push(r.breakdown);
          }
        }
        notes.push(fullCreditNote(inv, notes));
        let rest = inv;
        for (const n of notes) rest = subtractBreakdown(rest, n);
        for (const d of rest.taxDetails) expect([d.baseCents, d.taxAmountCents]).toEqual([0, 0]);
        expect(rest.disbursementsCents).toBe(0);
        expect(creditNoteForAmount(inv, 1, notes).ok).toBe(false);
      }),
    );
  });
});
