import { z } from "zod";

/** The issued document types that make revenue: invoices and deposit invoices add, credit notes subtract. */
export const revenueDocumentTypes = ["INVOICE", "DEPOSIT", "CREDIT_NOTE"] as const;
export type RevenueDocumentType = (typeof revenueDocumentTypes)[number];

/** One issued document as revenue sees it: its type, its issue day (Europe/Paris, YYYY-MM-DD), its HT and TTC in cents. */
export type RevenueDocument = {
  quoteType: RevenueDocumentType;
  issuedDate: string;
  totalExcludingTaxCents: number;
  totalIncludingTaxCents: number;
};

/** The spec's CAMonth / CAYear (part 2 §3 Dashboard), integer cents. */
export const revenueTotalsSchema = z.object({
  totalInvoices: z.number().int(),
  totalCreditNotes: z.number().int(),
  total: z.number().int(),
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

export const revenueMonthSchema = revenueTotalsSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const emptyRevenue: RevenueTotals = { totalInvoices: 0, totalCreditNotes: 0, total: 0 };

/** YYYY-MM of a YYYY-MM-DD day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/**
 * Month grouping of part 2 §9 (YYYY-MM, newest first): invoices and deposit invoices add to
 * `totalInvoices`, credit notes to `totalCreditNotes`, each in the month it was issued, and `total` is
 * the difference. `basis` picks HT (the default, what a vendor's turnover is) or TTC.
 */
export function groupRevenueByMonth(docs: readonly RevenueDocument[], basis: "HT" | "TTC" = "HT"): RevenueMonth[] {
  const months = new Map<string, RevenueMonth>();
  for (const doc of docs) {
    const month = monthOf(doc.issuedDate);
    const row = months.get(month) ?? { month, ...emptyRevenue };
    const amount = basis === "HT" ? doc.totalExcludingTaxCents : doc.totalIncludingTaxCents;
    if (doc.quoteType === "CREDIT_NOTE") row.totalCreditNotes += amount;
    else row.totalInvoices += amount;
    row.total = row.totalInvoices - row.totalCreditNotes;
    months.set(month, row);
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

/** The sum of month rows (a year, a period). */
export function sumRevenue(rows: readonly RevenueTotals[]): RevenueTotals {
  const totalInvoices = rows.reduce((s, r) => s + r.totalInvoices, 0);
  const totalCreditNotes = rows.reduce((s, r) => s + r.totalCreditNotes, 0);
  return { totalInvoices, totalCreditNotes, total: totalInvoices - totalCreditNotes };
}

/** Money received (TTC cents, by payment day): payments on invoices and deposits, less refunds on credit notes. */
export const cashedTotalsSchema = z.object({
  received: z.number().int(),
  refunded: z.number().int(),
  total: z.number().int(),
});
export type CashedTotals = z.infer<typeof cashedTotalsSchema>;
export type CashedMonth = CashedTotals & { month: string };

export function sumCashed(rows: readonly CashedTotals[]): CashedTotals {
  const received = rows.reduce((s, r) => s + r.received, 0);
  const refunded = rows.reduce((s, r) => s + r.refunded, 0);
  return { received, refunded, total: received - refunded };
}

/** The Europe/Paris day (YYYY-MM-DD) of an instant: the day a document issued at that instant carries. */
export const parisDay = (instant: Date): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(instant);
