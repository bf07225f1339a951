import type { Pricing } from "../products/bundle.ts";
import { centsToEuros } from "../products/money.ts";
import type { ProductType } from "../products/product-types.ts";
import { mulDivRound, type VatCode, vatAmountCents, vatCodes } from "../products/vat.ts";
import { allocateProportionally } from "./allocation.ts";
import type { DiscountType } from "./document-types.ts";

/**
 * The tax engine of part 2 §9, in integer cents. A line is quantity × unit price − its discount; the
 * global discount is spread over the VAT rates in proportion to their bases; the VAT of each rate is
 * computed once, on that rate's discounted base, rounded half up to the cent ("per rate total",
 * docs/decisions.md "Documents"). Disbursements (DEBOUR) stay outside the VAT base: no VAT, no global
 * discount, their own total.
 */

/**
 * A document whose amounts leave the integers JavaScript counts exactly (2^53 cents, about 90 000
 * billion euros): refused as bad input (« Montant trop élevé. »), never computed wrong or crashed on.
 * The request schemas bound each amount and quantity; only a sum of many allowed lines gets here.
 */
export class AmountTooLargeError extends RangeError {
  static readonly code = "AMOUNT_TOO_LARGE";
  static readonly message = "Montant trop élevé.";
  constructor() {
    super(AmountTooLargeError.message);
    this.name = "AmountTooLargeError";
  }
}

/** Throws AmountTooLargeError unless every amount is a safe integer of cents. */
function assertCountable(...amounts: number[]): void {
  for (const a of amounts) if (!Number.isSafeInteger(a)) throw new AmountTooLargeError();
}

/** A VAT rate, or a disbursement outside the scope of VAT. */
export type TaxGroup = VatCode | "DEBOUR";

/** Hundredths of a percent: 12,5 % → 1250; 100 % → 10000. */
export const FULL_PERCENT = 10_000;

export type Discount = {
  discountType: DiscountType;
  /** Hundredths of a percent for PERCENTAGE, cents for FIXED. */
  discountValue: number;
};

export const NO_DISCOUNT: Discount = { discountType: "PERCENTAGE", discountValue: 0 };

export type DocumentLine = {
  /** Thousandths (1,5 → 1500), as the catalogue's bundle quantities. */
  quantityMilli: number;
  /** The unit price excluding tax per group: one for a product, one per rate of a bundle. */
  unitBases: { group: TaxGroup; unitCents: number }[];
  discount?: Discount;
};

/** A catalogue product as a line: a disbursement is its own group whatever its VAT code. */
export function productLine(
  product: { productType: ProductType; tax: VatCode; priceCents: number },
  quantityMilli: number,
  discount: Discount = NO_DISCOUNT,
): DocumentLine {
  const group: TaxGroup = product.productType === "DEBOUR" ? "DEBOUR" : product.tax;
  return { quantityMilli, unitBases: [{ group, unitCents: product.priceCents }], discount };
}

/** A bundle as one line: each of its rates keeps its own base (the catalogue's `priceOf`). */
export function bundleLine(pricing: Pricing, quantityMilli: number, discount: Discount = NO_DISCOUNT): DocumentLine {
  return {
    quantityMilli,
    unitBases: pricing.taxLines.map((l) => ({ group: l.tax, unitCents: l.baseCents })),
    discount,
  };
}

/** A percentage typed in the form (12.5) in hundredths, or null beyond 2 decimals. */
export function percentToHundredths(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const h = Math.round(percent * 100);
  return Math.abs(percent * 100 - h) < 1e-6 ? h : null;
}

export type LinePart = { group: TaxGroup; grossCents: number; discountCents: number; netCents: number };

export type LineTotals = {
  grossCents: number;
  discountCents: number;
  netCents: number;
  /** One part per group of the line, in the order of its unit bases. */
  parts: LinePart[];
};

/** The discount in cents on an amount: a percentage rounded half up, a fixed amount capped at the amount. */
export function discountCents(amountCents: number, discount: Discount | undefined): number {
  if (!discount || discount.discountValue <= 0 || amountCents <= 0) return 0;
  if (discount.discountType === "FIXED") return Math.min(discount.discountValue, amountCents);
  return mulDivRound(amountCents, Math.min(discount.discountValue, FULL_PERCENT), FULL_PERCENT);
}

function assertCents(value: number, what: string) {
  if (Number.isFinite(value) && value > Number.MAX_SAFE_INTEGER) throw new AmountTooLargeError();
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole positive cents: ${value}`);
}

export function lineTotals(line: DocumentLine): LineTotals {
  if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli < 0) {
    throw new RangeError(`quantity must be whole positive thousandths: ${line.quantityMilli}`);
  }
  const gross = line.unitBases.map((b) => {
    assertCents(b.unitCents, "unit price");
    return mulDivRound(b.unitCents, line.quantityMilli, 1000);
  });
  const grossCents = gross.reduce((s, g) => s + g, 0);
  assertCountable(...gross, grossCents);
  const discount = discountCents(grossCents, line.discount);
  const shares = allocateProportionally(discount, gross);
  const parts = line.unitBases.map((b, i) => {
    const g = gross[i] as number;
    const d = shares[i] as number;
    return { group: b.group, grossCents: g, discountCents: d, netCents: g - d };
  });
  return { grossCents, discountCents: discount, netCents: grossCents - discount, parts };
}

/** One row of the VAT table a French invoice prints: the base of a rate and its VAT. */
export type TaxDetail = { taxType: VatCode; baseCents: number; taxAmountCents: number };

/** What a document charges, per rate, plus its disbursements. */
export type TaxBreakdown = { taxDetails: TaxDetail[]; disbursementsCents: number };

export type Totals = {
  totalExcludingTaxCents: number;
  totalTaxCents: number;
  totalIncludingTaxCents: number;
};

export function totalsOf(breakdown: TaxBreakdown): Totals {
  const bases = breakdown.taxDetails.reduce((s, d) => s + d.baseCents, 0);
  const tax = breakdown.taxDetails.reduce((s, d) => s + d.taxAmountCents, 0);
  const ht = bases + breakdown.disbursementsCents;
  return { totalExcludingTaxCents: ht, totalTaxCents: tax, totalIncludingTaxCents: ht + tax };
}

export type DocumentTotals = Totals &
  TaxBreakdown & {
    lines: LineTotals[];
    /** Sum of the lines after their own discounts, disbursements included. */
    linesNetCents: number;
    globalDiscountCents: number;
    /** The linked documents' amounts subtracted (deposit invoices on a final invoice). */
    deducted: TaxBreakdown & Totals;
    /** What remains to pay: the totals minus the deducted ones (the spec's totals of the document). */
    due: TaxBreakdown & Totals;
  };

/** Adds breakdowns rate by rate, in the order of the spec's codes; a rate present in one of them is kept. */
export function sumBreakdowns(breakdowns: readonly TaxBreakdown[]): TaxBreakdown {
  const byRate = new Map<VatCode, { base: number; tax: number }>();
  let disbursements = 0;
  for (const b of breakdowns) {
    disbursements += b.disbursementsCents;
    for (const d of b.taxDetails) {
      const acc = byRate.get(d.taxType) ?? { base: 0, tax: 0 };
      acc.base += d.baseCents;
      acc.tax += d.taxAmountCents;
      byRate.set(d.taxType, acc);
    }
  }
  return {
    taxDetails: vatCodes
      .filter((c) => byRate.has(c))
      .map((c) => {
        const acc = byRate.get(c) as { base: number; tax: number };
        return { taxType: c, baseCents: acc.base, taxAmountCents: acc.tax };
      }),
    disbursementsCents: disbursements,
  };
}

/** `a − b`, rate by rate. */
export function subtractBreakdown(a: TaxBreakdown, b: TaxBreakdown): TaxBreakdown {
  return sumBreakdowns([a, negateBreakdown(b)]);
}

/** The same amounts with the opposite sign (a credit note in a ledger). */
export function negateBreakdown(b: TaxBreakdown): TaxBreakdown {
  return {
    taxDetails: b.taxDetails.map((d) => ({ taxType: d.taxType, baseCents: -d.baseCents, taxAmountCents: -d.taxAmountCents })),
    disbursementsCents: -b.disbursementsCents,
  };
}

/**
 * The totals of a document: its lines, the global discount and, for a final invoice, the
 * breakdowns of the documents it deducts (its deposit invoices).
 */
export function documentTotals(
  lines: readonly DocumentLine[],
  globalDiscount: Discount = NO_DISCOUNT,
  deductions: readonly TaxBreakdown[] = [],
): DocumentTotals {
  const lineTotalsList = lines.map(lineTotals);
  const bases = new Map<VatCode, number>();
  let disbursements = 0;
  for (const line of lineTotalsList) {
    for (const part of line.parts) {
      if (part.group === "DEBOUR") disbursements += part.netCents;
      else bases.set(part.group, (bases.get(part.group) ?? 0) + part.netCents);
    }
  }
  const rates = vatCodes.filter((c) => bases.has(c));
  const rateBases = rates.map((c) => bases.get(c) as number);
  const taxable = rateBases.reduce((s, b) => s + b, 0);
  // The totals with their VAT (20 % at most) must stay countable too.
  assertCountable(disbursements, taxable, taxable + Math.ceil(taxable / 5) + disbursements);
  const globalDiscountCents = discountCents(taxable, globalDiscount);
  const shares = allocateProportionally(globalDiscountCents, rateBases);
  const taxDetails = rates.map((taxType, i) => {
    const baseCents = (rateBases[i] as number) - (shares[i] as number);
    return { taxType, baseCents, taxAmountCents: vatAmountCents(baseCents, taxType) };
  });
  const own: TaxBreakdown = { taxDetails, disbursementsCents: disbursements };
  const deducted = sumBreakdowns(deductions);
  const due = subtractBreakdown(own, deducted);
  return {
    ...own,
    ...totalsOf(own),
    lines: lineTotalsList,
    linesNetCents: lineTotalsList.reduce((s, l) => s + l.netCents, 0),
    globalDiscountCents,
    deducted: { ...deducted, ...totalsOf(deducted) },
    due: { ...due, ...totalsOf(due) },
  };
}

/** The spec's total fields (part 2 §3), in euros with 2 decimals, from what a document charges. */
export function wireTotals(charged: TaxBreakdown) {
  const t = totalsOf(charged);
  return {
    totalExcludingTax: centsToEuros(t.totalExcludingTaxCents),
    totalTax: centsToEuros(t.totalTaxCents),
    totalIncludingTax: centsToEuros(t.totalIncludingTaxCents),
    totalTaxDetails: charged.taxDetails.map((d) => ({ taxType: d.taxType, taxAmount: centsToEuros(d.taxAmountCents) })),
  };
}
