import type { QuoteSummaryWire, QuoteWire } from "@cortege/domain";
import { centsToEuros, normalizeDiscountType, scheduleAmounts } from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import { depositRequestOf } from "./document-lines.ts";
import { compute, engineLine, wireTotalsOf } from "./document-pricing.ts";
import { asBreakdown, discountOf, discountWire, dueOf } from "./document-row.ts";
import type { DocumentRow, LineRow, LinkRow, SummaryRow } from "./documents.repository.ts";

export function linkedOf(id: string, links: LinkRow[]): string[] {
  const ids = new Set<string>();
  for (const l of links) {
    if (l.documentId === id) ids.add(l.linkedId);
    if (l.linkedId === id) ids.add(l.documentId);
  }
  return [...ids];
}

/** A list's line; `linkedQuotes`: the ids of the documents it is linked with (`linkedOf`). */
export function summary(row: SummaryRow, linkedQuotes: string[]): QuoteSummaryWire {
  const due = dueOf(row);
  return {
    quoteId: row.id,
    name: row.name,
    quoteType: row.quoteType,
    status: row.status,
    clientId: row.clientId,
    clientName: row.clientName,
    eventId: row.eventId,
    date: row.date,
    expirationDate: row.expirationDate,
    issuedDate: row.issuedDate,
    dueDate: row.dueDate,
    totalExcludingTax: centsToEuros(row.totalExcludingTaxCents),
    totalTax: centsToEuros(row.totalTaxCents),
    totalIncludingTax: centsToEuros(row.totalIncludingTaxCents),
    totalTaxDetails: due.taxDetails.map((d) => ({ taxType: d.taxType, taxAmount: centsToEuros(d.taxAmountCents) })),
    isArchived: row.isArchived,
    linkedQuotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function present(ctx: DocumentsContext, conn: Db | Tx, vendorId: string, row: DocumentRow): Promise<QuoteWire> {
  const [lines, links] = [await ctx.repo.lines(conn, [row.id]), await ctx.repo.links(conn, vendorId, [row.id])];
  const top = lines.filter((l) => l.parentLineId === null);
  const global = discountOf(row.globalDiscountType, row.globalDiscountValue);
  const c = compute(
    top.map(engineLine),
    global,
    asBreakdown(row.deducted),
    row.isFixedAmount ? asBreakdown(row.breakdown) : null,
  );
  const productOf = (l: LineRow) => ({
    name: l.name,
    ref: l.ref,
    description: l.description,
    productType: l.productType,
    unitType: l.unitType,
    tax: l.tax,
    price: centsToEuros(l.unitPriceCents),
  });
  const deposits = row.deposits ?? [];
  const schedule =
    deposits.length > 0 ? scheduleAmounts(row.totalIncludingTaxCents, deposits.map(depositRequestOf), row.date) : null;
  return {
    ...summary(row, linkedOf(row.id, links)),
    globalDiscountType: normalizeDiscountType(row.globalDiscountType),
    globalDiscountValue: discountWire(global),
    globalDiscount: centsToEuros(c.globalDiscountCents),
    charged: wireTotalsOf(asBreakdown(row.breakdown)),
    deducted: wireTotalsOf(asBreakdown(row.deducted)),
    disbursements: centsToEuros(dueOf(row).disbursementsCents),
    products: top.map((l, i) => ({
      lineId: l.id,
      productId: l.productId,
      product: productOf(l),
      quantity: l.quantity / 1000,
      position: l.position,
      discountType: normalizeDiscountType(l.discountType),
      discountValue: discountWire(discountOf(l.discountType, l.discountValue)),
      total: centsToEuros(c.lineNets[i] ?? 0),
      children: lines
        .filter((ch) => ch.parentLineId === l.id)
        .map((ch) => ({
          productId: ch.productId,
          product: productOf(ch),
          quantity: ch.quantity / 1000,
        })),
    })),
    quoteConfig: row.quoteConfig,
    address: row.address ?? null,
    serviceAddress: row.serviceAddress ?? null,
    deposits: deposits.map((d, i) => {
      const entry = schedule?.ok ? schedule.entries[i] : undefined;
      return {
        depositType: d.depositType,
        depositValue: d.depositValue,
        numberOfDays: d.numberOfDays,
        dueDate: entry?.dueDate ?? d.dueDate,
        amount: entry ? centsToEuros(entry.amountCents) : null,
        isFinal: i === deposits.length - 1,
      };
    }),
    remainingBalance: schedule?.ok ? centsToEuros(schedule.remainingBalanceCents) : null,
    mentions: row.mentions ?? [],
    signedFilename: row.signedFilename,
    originalSha256: (await ctx.originals.hashes(conn, vendorId, [row.id])).get(row.id) ?? null,
  };
}

export async function summaries(ctx: DocumentsContext, vendorId: string, rows: SummaryRow[]): Promise<QuoteSummaryWire[]> {
  const links = await ctx.repo.links(
    ctx.db,
    vendorId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summary(r, linkedOf(r.id, links)));
}
