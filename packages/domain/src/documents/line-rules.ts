import { eurosToCents, quantityToMilli } from "../products/money.ts";
import { mulDivRound } from "../products/vat.ts";
import { type Discount, discountCents, FULL_PERCENT, percentToHundredths } from "./document-totals.ts";
import { normalizeDiscountType } from "./document-types.ts";
import { documentMessages as m } from "./messages.ts";
import type { FieldIssue } from "./numbering.ts";

export const MAX_LINE_QUANTITY_MILLI = 100_000_000;

/** A discount as the form sends it: a percentage (12.5) or euros (50.25); unknown types are percentages. */
export function discountFromInput(discountType: unknown, discountValue: number | null | undefined): Discount | null {
  const type = normalizeDiscountType(discountType);
  const value = discountValue ?? 0;
  const converted = type === "PERCENTAGE" ? percentToHundredths(value) : eurosToCents(value);
  if (converted === null || converted < 0) return null;
  if (type === "PERCENTAGE" && converted > FULL_PERCENT) return null;
  return { discountType: type, discountValue: converted };
}

export type LineInput = {
  quantity: number;
  /** Unit price excluding tax in euros (a bundle's is the sum of its lines). */
  unitPrice: number;
  discountType?: unknown;
  discountValue?: number | null;
};

/**
 * The form's lines and global discount, with the French message of each problem (paths as the
 * form names them: products.0.quantity…). An empty list is the spec's "products required".
 */
export function documentLinesIssues(
  lines: readonly LineInput[],
  global: { discountType?: unknown; discountValue?: number | null } = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (lines.length === 0) issues.push({ path: "products", message: m.productsRequired });
  let total = 0;
  lines.forEach((line, i) => {
    const n = i + 1;
    const quantity = quantityToMilli(line.quantity);
    const price = eurosToCents(line.unitPrice);
    if (quantity === null || quantity <= 0 || quantity > MAX_LINE_QUANTITY_MILLI) {
      issues.push({ path: `products.${i}.quantity`, message: m.quantityInvalid(n) });
    }
    if (price === null || price < 0) issues.push({ path: `products.${i}.unitPrice`, message: m.unitPriceInvalid(n) });
    const discount = discountFromInput(line.discountType, line.discountValue);
    if (!discount) {
      const message = normalizeDiscountType(line.discountType) === "FIXED" ? m.lineDiscountTooHigh(n) : m.lineDiscountInvalid(n);
      issues.push({ path: `products.${i}.discountValue`, message });
      return;
    }
    if (quantity === null || price === null) return;
    const gross = mulDivRound(price, quantity, 1000);
    if (discount.discountType === "FIXED" && discount.discountValue > gross) {
      issues.push({ path: `products.${i}.discountValue`, message: m.lineDiscountTooHigh(n) });
    }
    total += gross - discountCents(gross, discount);
  });
  const globalDiscount = discountFromInput(global.discountType, global.discountValue);
  if (!globalDiscount) {
    issues.push({
      path: "globalDiscountValue",
      message: normalizeDiscountType(global.discountType) === "FIXED" ? m.globalDiscountTooHigh : m.globalDiscountInvalid,
    });
  } else if (globalDiscount.discountType === "FIXED" && globalDiscount.discountValue > total && issues.length === 0) {
    issues.push({ path: "globalDiscountValue", message: m.globalDiscountTooHigh });
  }
  return issues;
}
