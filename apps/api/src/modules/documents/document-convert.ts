import {
  addDays,
  documentApiMessages as am,
  documentErrorCodes as codes,
  commonErrorCodes,
  deductionIssue,
  depositInvoice,
  documentMessages,
  type QuoteType,
  sumBreakdowns,
  type TaxBreakdown,
} from "@cortege/domain";
import { readConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { makeCreditNote } from "./document-credit.ts";
import { creating, draftFrom, insertDocument } from "./document-insert.ts";
import { allocateNumber, issuedDepositsOf } from "./document-issue.ts";
import { depositRequestOf } from "./document-lines.ts";
import { load } from "./document-load.ts";
import { present } from "./document-present.ts";
import { copyLines, fixedLines, priced } from "./document-pricing.ts";
import { documentNotFound, refuse } from "./document-refusals.ts";
import { asBreakdown, discountOf, dueOf, searchable } from "./document-row.ts";
import { EMPTY_BREAKDOWN } from "./documents.repository.ts";

/**
 * quote/duplicate: a copy of a quote, or the next document of the chain — a deposit invoice or
 * the final invoice of a quote, a credit note of an issued invoice or deposit invoice.
 */
export async function convertDocument(
  ctx: DocumentsContext,
  vendorId: string,
  body: {
    quoteType: QuoteType;
    quoteTypeDestination: QuoteType;
    quoteId: string;
    clientId?: string | null | undefined;
    depositIndex?: number | undefined;
    deposit?: { depositType: string; depositValue: number } | undefined;
    amount?: number | undefined;
  },
  userId: string | null = null,
) {
  const cfg = await readConfig(ctx, ctx.db, vendorId);
  const row = await creating(ctx, userId, async (tx) => {
    // The source stays locked while what it allows is checked: two conversions never overdraw it.
    const source = await load(ctx, tx, vendorId, body.quoteId, body.quoteType, true);
    if (body.clientId && source.clientId !== body.clientId) throw documentNotFound();
    const sourceLines = await ctx.repo.lines(tx, [source.id]);
    const common = draftFrom(source);
    const from = body.quoteType;
    const to = body.quoteTypeDestination;
    const global = discountOf(source.globalDiscountType, source.globalDiscountValue);

    if ((from === "QUOTE" && to === "QUOTE") || (from === "INVOICE" && to === "INVOICE" && !source.isFixedAmount)) {
      const date = ctx.today();
      const numbered = to === "QUOTE" ? await allocateNumber(ctx, tx, vendorId, "QUOTE", cfg.numbering.QUOTE, date) : null;
      const name = numbered?.name ?? null;
      const p = priced(copyLines(sourceLines), global, EMPTY_BREAKDOWN as TaxBreakdown, null);
      return insertDocument(
        ctx,
        tx,
        vendorId,
        {
          ...common,
          quoteType: to,
          name,
          legalEntity: numbered?.legalEntity ?? null,
          date: to === "QUOTE" ? date : null,
          expirationDate: to === "QUOTE" ? addDays(date, 30) : null,
          globalDiscountType: global.discountType,
          globalDiscountValue: global.discountValue,
          ...p.columns,
          deposits: source.deposits,
          searchText: searchable(name, source.clientName),
        },
        p.lines,
      );
    }

    if (from === "QUOTE" && to === "DEPOSIT") {
      const schedule = source.deposits ?? [];
      const made = await ctx.repo.madeFrom(tx, vendorId, source.id);
      const depositsSoFar = made.filter((d) => d.quoteType === "DEPOSIT" && d.status !== "CANCELED");
      let request: ReturnType<typeof depositRequestOf>;
      if (body.deposit) request = depositRequestOf(body.deposit);
      else {
        if (schedule.length === 0) throw refuse(commonErrorCodes.VALIDATION_FAILED, documentMessages.depositRequired);
        const index = body.depositIndex ?? depositsSoFar.length;
        const entry = schedule[index];
        if (!entry || index >= schedule.length - 1) throw refuse(codes.CONVERSION_REFUSED, am.noDepositLeft);
        request = depositRequestOf(entry);
      }
      const already = depositsSoFar.map(dueOf);
      const result = depositInvoice(asBreakdown(source.breakdown), request, already);
      if (!result.ok) throw refuse(codes.AMOUNT_REFUSED, result.message);
      const lines = fixedLines(result.breakdown, `Acompte sur le devis ${source.name ?? ""}`.trim());
      const p = priced(lines, discountOf("PERCENTAGE", 0), EMPTY_BREAKDOWN as TaxBreakdown, result.breakdown);
      const dueDate = request.dueDate ?? (request.numberOfDays > 0 ? addDays(ctx.today(), request.numberOfDays) : null);
      return insertDocument(
        ctx,
        tx,
        vendorId,
        {
          ...common,
          quoteType: "DEPOSIT",
          name: null,
          dueDate,
          isFixedAmount: true,
          ...p.columns,
          searchText: searchable(source.clientName),
        },
        p.lines,
        [{ linkedId: source.id, relation: "FROM" }],
      );
    }

    if (from === "QUOTE" && to === "INVOICE") {
      const made = await ctx.repo.madeFrom(tx, vendorId, source.id);
      if (made.some((d) => d.quoteType === "INVOICE" && d.status !== "CANCELED")) {
        throw refuse(codes.CONVERSION_REFUSED, am.finalInvoiceExists);
      }
      const deposits = await issuedDepositsOf(ctx, tx, vendorId, source.id);
      const nets = deposits.map((d) => d.net);
      const problem = deductionIssue(asBreakdown(source.breakdown), nets);
      if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
      const p = priced(copyLines(sourceLines), global, sumBreakdowns(nets), null);
      return insertDocument(
        ctx,
        tx,
        vendorId,
        {
          ...common,
          quoteType: "INVOICE",
          name: null,
          globalDiscountType: global.discountType,
          globalDiscountValue: global.discountValue,
          ...p.columns,
          searchText: searchable(source.clientName),
        },
        p.lines,
        [
          { linkedId: source.id, relation: "FROM" },
          ...deposits.map((d) => ({ linkedId: d.row.id, relation: "DEDUCTS" as const })),
        ],
      );
    }

    if ((from === "INVOICE" || from === "DEPOSIT") && to === "CREDIT_NOTE") {
      return makeCreditNote(ctx, tx, vendorId, { source, sourceLines, common, amount: body.amount });
    }

    throw refuse(codes.CONVERSION_REFUSED, am.conversionRefused);
  });
  const quote = await present(ctx, ctx.db, vendorId, row);
  return { id: row.id, name: row.name, quote };
}
