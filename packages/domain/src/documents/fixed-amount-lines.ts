import { type VatCode, vatLabels } from "../products/vat.ts";
import type { TaxBreakdown, TaxGroup } from "./document-totals.ts";

/**
 * A line of a document of an amount (a deposit invoice, a credit note of an amount) as stored: one
 * unit at the amount's base, with no product and no discount, so the tax engine gives back exactly
 * the breakdown it was built from. The quantity is in thousandths (one unit: 1000).
 */
export type FixedAmountLine = {
  position: number;
  productId: null;
  name: string;
  ref: null;
  description: null;
  productType: "BNC" | "DEBOUR";
  unitType: "PIECE";
  tax: VatCode;
  unitPriceCents: number;
  unitBases: { group: TaxGroup; unitCents: number }[];
  quantity: 1000;
  discountType: "PERCENTAGE";
  discountValue: 0;
  revenueCents: number;
};

/**
 * The lines of a document of an amount: one per VAT rate the breakdown holds (rates with neither base
 * nor VAT left out), then one for the disbursements when there are any. Shared by the API and the
 * bench seed so that seeded documents look like the ones the app writes.
 */
export function fixedAmountLines(breakdown: TaxBreakdown, label: string): FixedAmountLine[] {
  const lines: FixedAmountLine[] = breakdown.taxDetails
    .filter((d) => d.baseCents !== 0 || d.taxAmountCents !== 0)
    .map((d, i) => fixedAmountLine(i, `${label} (TVA ${vatLabels[d.taxType]})`, "BNC", d.taxType, d.taxType, d.baseCents));
  if (breakdown.disbursementsCents > 0) {
    lines.push(fixedAmountLine(lines.length, `${label} (débours)`, "DEBOUR", "TAX_0", "DEBOUR", breakdown.disbursementsCents));
  }
  return lines;
}

function fixedAmountLine(
  position: number,
  name: string,
  productType: FixedAmountLine["productType"],
  tax: VatCode,
  group: TaxGroup,
  amountCents: number,
): FixedAmountLine {
  return {
    position,
    productId: null,
    name,
    ref: null,
    description: null,
    productType,
    unitType: "PIECE",
    tax,
    unitPriceCents: amountCents,
    unitBases: [{ group, unitCents: amountCents }],
    quantity: 1000,
    discountType: "PERCENTAGE",
    discountValue: 0,
    revenueCents: amountCents,
  };
}
