import type { ProductType } from "./product-types.ts";

/** VAT codes of the spec (part 2 §9). */
export const vatCodes = ["TAX_0", "TAX_20", "TAX_10", "TAX_5_5", "TAX_2_1"] as const;
export type VatCode = (typeof vatCodes)[number];

export const DEFAULT_VAT_CODE: VatCode = "TAX_20";

/** An unknown VAT code becomes the default 20 % (part 2 §5 and §9). */
export function toVatCode(value: unknown): VatCode {
  return (vatCodes as readonly unknown[]).includes(value) ? (value as VatCode) : DEFAULT_VAT_CODE;
}

/** Rates in tenths of a percent (5.5 % → 55), so every computation stays in integers. */
export const vatRatePermille: Record<VatCode, number> = { TAX_0: 0, TAX_20: 200, TAX_10: 100, TAX_5_5: 55, TAX_2_1: 21 };

/** The spec's price-with-tax multipliers, as written there (for display; amounts use vatRatePermille). */
export const vatMultipliers: Record<VatCode, string> = {
  TAX_0: "1",
  TAX_20: "1.2",
  TAX_10: "1.1",
  TAX_5_5: "1.055",
  TAX_2_1: "1.021",
};

/** "20 %", "5,5 %": the rate as a French reader writes it. */
export const vatLabels: Record<VatCode, string> = {
  TAX_0: "0 %",
  TAX_20: "20 %",
  TAX_10: "10 %",
  TAX_5_5: "5,5 %",
  TAX_2_1: "2,1 %",
};

/** A disbursement (DEBOUR) is re-invoiced at cost: it never carries VAT, whatever code was chosen. */
export function effectiveVatCode(productType: ProductType, tax: VatCode): VatCode {
  return productType === "DEBOUR" ? "TAX_0" : tax;
}

/** a × b / d rounded half up (away from zero for the positive amounts of a catalogue), in exact integers. */
export function mulDivRound(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const den = BigInt(d);
  const sign = n < 0n ? -1n : 1n;
  const abs = n * sign;
  return Number(sign * ((abs * 2n + den) / (2n * den)));
}

/** The VAT on an amount excluding tax, in cents, rounded half up to the cent. */
export function vatAmountCents(excludingTaxCents: number, code: VatCode): number {
  return mulDivRound(excludingTaxCents, vatRatePermille[code], 1000);
}

/** Price including tax, in cents: the price excluding tax plus its VAT rounded to the cent. */
export function priceIncludingTaxCents(excludingTaxCents: number, code: VatCode): number {
  return excludingTaxCents + vatAmountCents(excludingTaxCents, code);
}

/**
 * The price excluding tax whose price including tax is closest to the one typed (the editor's
 * "TTC" field). Two prices excluding tax may give the same TTC; the smaller is returned.
 */
export function priceExcludingTaxCents(includingTaxCents: number, code: VatCode): number {
  const permille = vatRatePermille[code];
  const ht = mulDivRound(includingTaxCents, 1000, 1000 + permille);
  // The rounded quotient can be one cent off the best one: look at the neighbours.
  let best = ht;
  let bestGap = Math.abs(priceIncludingTaxCents(ht, code) - includingTaxCents);
  for (const candidate of [ht - 1, ht + 1]) {
    const gap = Math.abs(priceIncludingTaxCents(candidate, code) - includingTaxCents);
    if (gap < bestGap || (gap === bestGap && candidate < best)) {
      best = candidate;
      bestGap = gap;
    }
  }
  return best;
}
