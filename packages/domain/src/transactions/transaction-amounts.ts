import { formatEurosFr } from "../documents/allocation.ts";
import { priceExcludingTaxCents, type VatCode } from "../products/vat.ts";

export type TransactionTaxDetail = { taxType: VatCode; taxAmount: number };

/** An allocation's amount including tax: its amount excluding tax plus its VAT (cents). */
export const allocationTtc = (a: { amount: number; totalTaxDetails: readonly TransactionTaxDetail[] }) =>
  a.amount + a.totalTaxDetails.reduce((s, t) => s + t.taxAmount, 0);

/**
 * The split of an amount including tax at one rate (the editor's "TTC" field): HT and VAT in cents,
 * signed like the amount, VAT = TTC − HT so that the two add up exactly.
 */
export function splitIncludingTax(
  ttcCents: number,
  taxType: VatCode,
): { amount: number; totalTaxDetails: TransactionTaxDetail[] } {
  const sign = ttcCents < 0 ? -1 : 1;
  const ht = sign * priceExcludingTaxCents(Math.abs(ttcCents), taxType);
  const tax = ttcCents - ht;
  return { amount: ht, totalTaxDetails: tax === 0 && taxType === "TAX_0" ? [] : [{ taxType, taxAmount: tax }] };
}

/** "1 234,56 €", "−45,00 €": signed cents as a French reader reads them. */
export function formatSignedEurosFr(cents: number): string {
  return cents < 0 ? `−${formatEurosFr(-cents)}` : formatEurosFr(cents);
}

/**
 * The VAT of a payment on a document: the document's VAT per rate in the share the payment is of its
 * total (VAT on receipts, "TVA sur les encaissements", the rule for services), rounded per rate; the
 * last rate takes the rounding so the shares add up to the payment's VAT share exactly.
 */
export function paymentTaxShare(
  paymentCents: number,
  totalTtcCents: number,
  taxDetails: readonly TransactionTaxDetail[],
): TransactionTaxDetail[] {
  if (totalTtcCents === 0) return [];
  const totalTax = taxDetails.reduce((s, t) => s + t.taxAmount, 0);
  const shareOfTax = Math.round((totalTax * paymentCents) / totalTtcCents);
  const out: TransactionTaxDetail[] = [];
  let given = 0;
  taxDetails.forEach((t, i) => {
    const amount = i === taxDetails.length - 1 ? shareOfTax - given : Math.round((t.taxAmount * paymentCents) / totalTtcCents);
    given += amount;
    if (amount !== 0) out.push({ taxType: t.taxType, taxAmount: amount });
  });
  return out;
}
