/** Amounts travel as euros with at most 2 decimals (12.5) and are computed as integer cents. */
export const MAX_PRICE_CENTS = 999_999_999;

/** Whole cents of an amount in euros, or null when it has more than 2 decimals (or is not finite). */
export function eurosToCents(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(euros * 100 - cents) < 1e-6 ? cents : null;
}

/** Euros of an amount in cents; exact for display and JSON since the cents are whole. */
export const centsToEuros = (cents: number): number => cents / 100;

/** A quantity of a bundle line in thousandths (1.5 → 1500), or null beyond 3 decimals. */
export function quantityToMilli(quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const milli = Math.round(quantity * 1000);
  return Math.abs(quantity * 1000 - milli) < 1e-6 ? milli : null;
}
