import { splitAmountOver } from "./deposits.ts";
import { subtractBreakdown, sumBreakdowns, type TaxBreakdown, totalsOf } from "./document-totals.ts";
import { documentMessages as m } from "./messages.ts";

/**
 * Credit notes (avoirs): their amounts are kept positive, as what they take back from the invoice
 * they correct; `negateBreakdown` gives the ledger's signs. An invoice can be credited in several
 * times, but never beyond what it charged: rate by rate, base and VAT.
 */

/** What an invoice still charges once its credit notes are taken back. */
export function remainingToCredit(invoice: TaxBreakdown, creditNotes: readonly TaxBreakdown[]): TaxBreakdown {
  return subtractBreakdown(invoice, sumBreakdowns(creditNotes));
}

/** The credit note that cancels all that remains of the invoice. */
export function fullCreditNote(invoice: TaxBreakdown, creditNotes: readonly TaxBreakdown[] = []): TaxBreakdown {
  return remainingToCredit(invoice, creditNotes);
}

export type CreditNoteResult = { ok: true; breakdown: TaxBreakdown } | { ok: false; message: string };

/**
 * A credit note of an amount including tax (a commercial gesture, a cancelled option), spread over
 * the invoice's rates in proportion to what remains of each, as a deposit is.
 */
export function creditNoteForAmount(
  invoice: TaxBreakdown,
  amountCents: number,
  creditNotes: readonly TaxBreakdown[] = [],
): CreditNoteResult {
  const remaining = remainingToCredit(invoice, creditNotes);
  const left = totalsOf(remaining).totalIncludingTaxCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, message: m.creditNoteAmountRequired };
  if (amountCents > left) return { ok: false, message: m.creditNoteTooHigh(left) };
  return { ok: true, breakdown: splitAmountOver(remaining, amountCents) };
}

/**
 * Whether a credit note (built from lines, or edited) fits in what remains of its invoice: null
 * when it does, else the French refusal.
 */
export function creditNoteIssue(
  invoice: TaxBreakdown,
  creditNote: TaxBreakdown,
  previousCreditNotes: readonly TaxBreakdown[] = [],
): string | null {
  const remaining = remainingToCredit(invoice, previousCreditNotes);
  const left = totalsOf(remaining).totalIncludingTaxCents;
  const note = totalsOf(creditNote);
  if (note.totalIncludingTaxCents <= 0) return m.creditNoteAmountRequired;
  if (note.totalIncludingTaxCents > left) return m.creditNoteTooHigh(left);
  if (creditNote.taxDetails.some((d) => d.baseCents < 0 || d.taxAmountCents < 0) || creditNote.disbursementsCents < 0) {
    return m.creditNoteAmountRequired;
  }
  const after = subtractBreakdown(remaining, creditNote);
  for (const d of after.taxDetails) {
    if (d.baseCents < 0 || d.taxAmountCents < 0) return m.creditNoteRateTooHigh(d.taxType);
  }
  if (after.disbursementsCents < 0) return m.creditNoteRateTooHigh(null);
  return null;
}

/** An invoice whose credit notes take back everything it charged is cancelled (status CANCELED). */
export function isFullyCredited(invoice: TaxBreakdown, creditNotes: readonly TaxBreakdown[]): boolean {
  const rest = remainingToCredit(invoice, creditNotes);
  return rest.disbursementsCents === 0 && rest.taxDetails.every((d) => d.baseCents === 0 && d.taxAmountCents === 0);
}
