import {
  centsToEuros,
  type Discount,
  eurosToCents,
  normalizeDiscountType,
  percentToHundredths,
  subtractBreakdown,
  type TaxBreakdown,
} from "@cortege/domain";
import type { StoredBreakdown } from "../../db/schema/index.ts";
import type { DocumentRow } from "./documents.repository.ts";

/** A stored row read in the domain's types: its status, type, breakdowns and discounts. */

export const asBreakdown = (b: StoredBreakdown): TaxBreakdown => b as TaxBreakdown;
export const dueOf = (row: Pick<DocumentRow, "breakdown" | "deducted">): TaxBreakdown =>
  subtractBreakdown(asBreakdown(row.breakdown), asBreakdown(row.deducted));
export const searchable = (...parts: (string | null | undefined)[]) =>
  parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function discountOf(type: string, value: number): Discount {
  return { discountType: normalizeDiscountType(type), discountValue: value };
}

/** A form discount (12.5 % or 50.25 €) in the engine's units, or null when it cannot be one. */
export function discountInput(type: string, value: number): Discount | null {
  const t = normalizeDiscountType(type);
  const v = t === "PERCENTAGE" ? percentToHundredths(value) : eurosToCents(value);
  return v === null || v < 0 ? null : { discountType: t, discountValue: v };
}
export const discountWire = (d: Discount) =>
  d.discountType === "PERCENTAGE" ? d.discountValue / 100 : centsToEuros(d.discountValue);
