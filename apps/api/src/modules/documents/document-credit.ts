import {
  documentApiMessages as am,
  documentErrorCodes as codes,
  creditNoteForAmount,
  creditNoteIssue,
  eurosToCents,
  fullCreditNote,
  isIssued,
  type TaxBreakdown,
} from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";
import { depositCreditRefusal } from "./deposit-credit-rule.ts";
import type { DocumentsContext } from "./document-context.ts";
import { type draftFrom, insertDocument } from "./document-insert.ts";
import { copyLines, fixedLines, priced } from "./document-pricing.ts";
import { refuse } from "./document-refusals.ts";
import { asBreakdown, discountOf, dueOf, searchable } from "./document-row.ts";
import { type DocumentRow, EMPTY_BREAKDOWN, type LineRow } from "./documents.repository.ts";

/**
 * A credit note of an issued invoice or deposit invoice (quote/duplicate to CREDIT_NOTE), made in the
 * conversion's transaction with its source locked: the whole invoice (its lines, discount and
 * deductions) when nothing was credited yet and no amount is given, else one of an amount or of what
 * remains, split per rate. Issuing it (document-issue.ts) checks again and cancels a fully credited source.
 */
export async function makeCreditNote(
  ctx: DocumentsContext,
  tx: Tx,
  vendorId: string,
  {
    source,
    sourceLines,
    common,
    amount,
  }: {
    source: DocumentRow;
    sourceLines: LineRow[];
    common: ReturnType<typeof draftFrom>;
    amount: number | undefined;
  },
): Promise<DocumentRow> {
  const global = discountOf(source.globalDiscountType, source.globalDiscountValue);
  const status = source.status;
  if (!isIssued(source.quoteType, status) || status === "CANCELED")
    throw refuse(codes.CONVERSION_REFUSED, am.creditNeedsIssuedInvoice);
  const chained = await depositCreditRefusal(ctx.repo, tx, vendorId, source);
  if (chained) throw refuse(codes.CONVERSION_REFUSED, chained);
  const previous = (await ctx.repo.madeFrom(tx, vendorId, source.id)).filter(
    (c) => c.quoteType === "CREDIT_NOTE" && c.status !== "CANCELED",
  );
  const label = `Avoir sur la facture ${source.name ?? ""}`.trim();
  const links = [{ linkedId: source.id, relation: "FROM" as const }];
  const base = { ...common, quoteType: "CREDIT_NOTE" as const, name: null, searchText: searchable(source.clientName) };
  if (amount === undefined && previous.length === 0 && !source.isFixedAmount) {
    // The whole invoice: its lines, its discount and its deductions, so that it takes back exactly its due.
    const p = priced(copyLines(sourceLines), global, asBreakdown(source.deducted), null);
    return insertDocument(
      ctx,
      tx,
      vendorId,
      { ...base, globalDiscountType: global.discountType, globalDiscountValue: global.discountValue, ...p.columns },
      p.lines,
      links,
    );
  }
  let breakdown: TaxBreakdown;
  if (amount !== undefined) {
    const result = creditNoteForAmount(dueOf(source), eurosToCents(amount) ?? 0, previous.map(dueOf));
    if (!result.ok) throw refuse(codes.AMOUNT_REFUSED, result.message);
    breakdown = result.breakdown;
  } else {
    breakdown = fullCreditNote(dueOf(source), previous.map(dueOf));
    const problem = creditNoteIssue(dueOf(source), breakdown, previous.map(dueOf));
    if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
  }
  const p = priced(fixedLines(breakdown, label), discountOf("PERCENTAGE", 0), EMPTY_BREAKDOWN as TaxBreakdown, breakdown);
  return insertDocument(ctx, tx, vendorId, { ...base, isFixedAmount: true, ...p.columns }, p.lines, links);
}
