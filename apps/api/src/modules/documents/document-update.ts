import {
  documentApiMessages as am,
  checkEditable,
  documentErrorCodes as codes,
  deductionIssue,
  type QuoteConfig,
  type QuoteUpdate,
} from "@cortege/domain";
import { readConfig, snapshotConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { buildLines, catalogue, checkSchedule, globalOf } from "./document-lines.ts";
import { checkEvent, clientOf, load } from "./document-load.ts";
import { present } from "./document-present.ts";
import { copyLines, editedColumns, priced } from "./document-pricing.ts";
import { refuse } from "./document-refusals.ts";
import { asBreakdown, discountOf, searchable } from "./document-row.ts";
import type { DocumentRow } from "./documents.repository.ts";

/** A draft (or a quote still open) is rewritten; an issued document is refused with the domain's message. */
export async function updateDocument(ctx: DocumentsContext, vendorId: string, body: QuoteUpdate) {
  const client = await clientOf(ctx, vendorId, body.quote.clientId);
  await checkEvent(ctx, vendorId, body.quote.eventId);
  const byId = body.products ? await catalogue(ctx, vendorId) : null;
  const row = await ctx.repo.transaction(async (tx) => {
    const row = await load(ctx, tx, vendorId, body.quoteId, body.quoteType, true);
    const type = row.quoteType;
    const editable = checkEditable(type, row.status);
    if (!editable.ok) throw refuse(codes.DOCUMENT_NOT_EDITABLE, editable.message);
    if (row.isFixedAmount && body.products) throw refuse(codes.DOCUMENT_NOT_EDITABLE, am.fixedAmountLines);
    const global = row.isFixedAmount ? discountOf("PERCENTAGE", 0) : globalOf(body.quote);
    const lines =
      body.products && byId
        ? buildLines(body.products, byId, { type: body.quote.globalDiscountType, value: body.quote.globalDiscountValue })
        : copyLines(await ctx.repo.lines(tx, [row.id]));
    const p = priced(lines, global, asBreakdown(row.deducted), row.isFixedAmount ? asBreakdown(row.breakdown) : null);
    if (type === "QUOTE") checkSchedule(body.quote.deposits, p.columns.totalIncludingTaxCents);
    if (type === "INVOICE" && !row.isFixedAmount) {
      const problem = deductionIssue(p.computed.breakdown, [asBreakdown(row.deducted)]);
      if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
    }
    const snapshot = snapshotConfig(
      { ...row.quoteConfig, numbering: (await readConfig(ctx, tx, vendorId)).numbering } as QuoteConfig,
      body.quoteConfig,
    );
    await ctx.repo.update(tx, vendorId, row.id, {
      ...editedColumns(body.quote, client, global, p.columns, snapshot),
      date: type === "QUOTE" ? (body.quote.date ?? row.date) : body.quote.date,
      expirationDate: body.quote.expirationDate,
      deposits: type === "QUOTE" ? body.quote.deposits : row.deposits,
      searchText: searchable(row.name, client?.name),
    });
    await ctx.repo.replaceLines(tx, vendorId, row.id, p.lines);
    return (await ctx.repo.get(tx, vendorId, row.id)) as DocumentRow;
  });
  return present(ctx, ctx.db, vendorId, row);
}
