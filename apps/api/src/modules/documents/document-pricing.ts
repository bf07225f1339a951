import {
  allocateProportionally,
  centsToEuros,
  type Discount,
  type DocumentFields,
  type DocumentLine,
  documentTotals,
  fixedAmountLines,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
  type TaxGroup,
  totalsOf,
} from "@cortege/domain";
import type { StoredBreakdown } from "../../db/schema/index.ts";
import type { snapshotConfig } from "./document-config.ts";
import { discountOf } from "./document-row.ts";
import type { LineInsert, LineRow } from "./documents.repository.ts";

export type EngineLine = DocumentLine;

export const engineLine = (l: LineRow | Omit<LineInsert, "children">): EngineLine => ({
  quantityMilli: l.quantity,
  unitBases: l.unitBases as { group: TaxGroup; unitCents: number }[],
  discount: discountOf(l.discountType ?? "PERCENTAGE", Number(l.discountValue ?? 0)),
});

export type Computed = {
  breakdown: TaxBreakdown;
  deducted: TaxBreakdown;
  due: TaxBreakdown;
  globalDiscountCents: number;
  lineNets: number[];
  revenues: number[];
};

/**
 * The totals of a document by the domain's engine: from its lines, or its fixed split (deposit
 * invoices, credit notes of an amount); revenue per line = its net minus its share of the global
 * discount (largest remainder over the taxable part of each line), for the product_sales view.
 */
export function compute(lines: EngineLine[], global: Discount, deducted: TaxBreakdown, fixed: TaxBreakdown | null): Computed {
  if (fixed) {
    const own = sumBreakdowns([fixed]);
    const nets = lines.map((l) => documentTotals([l]).linesNetCents);
    return {
      breakdown: own,
      deducted,
      due: subtractBreakdown(own, deducted),
      globalDiscountCents: 0,
      lineNets: nets,
      revenues: nets,
    };
  }
  const totals = documentTotals(lines, global, [deducted]);
  const taxable = totals.lines.map((l) => l.parts.filter((p) => p.group !== "DEBOUR").reduce((s, p) => s + p.netCents, 0));
  const shares =
    totals.globalDiscountCents === 0 ? taxable.map(() => 0) : allocateProportionally(totals.globalDiscountCents, taxable);
  return {
    breakdown: { taxDetails: totals.taxDetails, disbursementsCents: totals.disbursementsCents },
    deducted: sumBreakdowns([deducted]),
    due: { taxDetails: totals.due.taxDetails, disbursementsCents: totals.due.disbursementsCents },
    globalDiscountCents: totals.globalDiscountCents,
    lineNets: totals.lines.map((l) => l.netCents),
    revenues: totals.lines.map((l, i) => l.netCents - (shares[i] as number)),
  };
}

export function totalsColumns(c: Computed) {
  const t = totalsOf(c.due);
  return {
    breakdown: c.breakdown as StoredBreakdown,
    deducted: c.deducted as StoredBreakdown,
    totalExcludingTaxCents: t.totalExcludingTaxCents,
    totalTaxCents: t.totalTaxCents,
    totalIncludingTaxCents: t.totalIncludingTaxCents,
  };
}

export function wireTotalsOf(b: TaxBreakdown) {
  const t = totalsOf(b);
  return {
    totalExcludingTax: centsToEuros(t.totalExcludingTaxCents),
    totalTax: centsToEuros(t.totalTaxCents),
    totalIncludingTax: centsToEuros(t.totalIncludingTaxCents),
    totalTaxDetails: b.taxDetails.map((d) => ({
      taxType: d.taxType,
      base: centsToEuros(d.baseCents),
      taxAmount: centsToEuros(d.taxAmountCents),
    })),
    disbursements: centsToEuros(b.disbursementsCents),
  };
}

/** Fixed-amount lines (a deposit invoice, a credit note of an amount): one line per rate, plus disbursements. */
export const fixedLines = (breakdown: TaxBreakdown, label: string): LineInsert[] =>
  fixedAmountLines(breakdown, label).map((l) => ({ ...l, children: [] }));

/** Copies of a document's lines (top level with their bundle children) for a new document. */
export function copyLines(rows: LineRow[]): LineInsert[] {
  const top = rows.filter((r) => r.parentLineId === null);
  const strip = (r: LineRow) => {
    const { id: _id, vendorId: _v, documentId: _d, parentLineId: _p, ...rest } = r;
    return rest;
  };
  return top.map((r) => ({ ...strip(r), children: rows.filter((c) => c.parentLineId === r.id).map(strip) }));
}

/** Lines with their revenue, and the document's total columns. */
export function priced(lines: LineInsert[], global: Discount, deducted: TaxBreakdown, fixed: TaxBreakdown | null) {
  const c = compute(lines.map(engineLine), global, deducted, fixed);
  const withRevenue = lines.map((l, i) => ({ ...l, revenueCents: c.revenues[i] ?? 0 }));
  return { lines: withRevenue, columns: totalsColumns(c), computed: c };
}

/**
 * The columns a save writes from the editor, a creation and an update alike: client, event, due date, global
 * discount, totals, settings snapshot and addresses (the date, validity and deposits differ: each sets its own).
 */
export function editedColumns(
  quote: DocumentFields,
  client: { clientId: string; name: string } | null,
  global: Discount,
  totals: ReturnType<typeof priced>["columns"],
  quoteConfig: ReturnType<typeof snapshotConfig>,
) {
  return {
    clientId: client?.clientId ?? null,
    clientName: client?.name ?? null,
    eventId: quote.eventId ?? null,
    dueDate: quote.dueDate,
    globalDiscountType: global.discountType,
    globalDiscountValue: global.discountValue,
    ...totals,
    quoteConfig,
    address: quote.address,
    serviceAddress: quote.serviceAddress,
  };
}
