import {
  documentApiMessages as am,
  businessDueDateIssue,
  type Client,
  type ClientType,
  documentErrorCodes as codes,
  commonErrorCodes,
  creditNoteIssue,
  type DocumentStatus,
  deductionIssue,
  isFullyCredited,
  isIssued,
  type NumberFormat,
  paymentDueDate,
  type QuoteType,
  subtractBreakdown,
  sumBreakdowns,
  type TaxBreakdown,
} from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";
import { depositCreditRefusal } from "./deposit-credit-rule.ts";
import { readConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { einvoicingFacts } from "./document-einvoicing-facts.ts";
import { mentionsOf } from "./document-mentions.ts";
import { takeSnapshot } from "./document-original.ts";
import { copyLines, priced } from "./document-pricing.ts";
import { serviceDateOf } from "./document-printable.ts";
import { refuse, refuseAll } from "./document-refusals.ts";
import { asBreakdown, discountOf, dueOf, searchable } from "./document-row.ts";
import type { DocumentRow } from "./documents.repository.ts";

/** Allocates the next number of a series of the vendor's legal entity, its counter row locked until the transaction ends. */
export const allocateNumber = (
  ctx: DocumentsContext,
  tx: Tx,
  vendorId: string,
  quoteType: QuoteType,
  format: NumberFormat,
  date: string,
) => ctx.numbering.allocate(tx, vendorId, quoteType, format, date);

/** The deposit invoices a final invoice deducts: the quote's issued ones, net of their credit notes. */
export async function issuedDepositsOf(ctx: DocumentsContext, tx: Tx, vendorId: string, quoteId: string) {
  const made = await ctx.repo.madeFrom(tx, vendorId, quoteId);
  const deposits = made.filter((d) => d.quoteType === "DEPOSIT" && isIssued("DEPOSIT", d.status) && d.status !== "CANCELED");
  const result: { row: DocumentRow; net: TaxBreakdown }[] = [];
  for (const d of deposits) {
    const credits = (await ctx.repo.madeFrom(tx, vendorId, d.id)).filter(
      (c) => c.quoteType === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.status),
    );
    result.push({ row: d, net: subtractBreakdown(dueOf(d), sumBreakdowns(credits.map(dueOf))) });
  }
  return result;
}

export async function sourceOf(ctx: DocumentsContext, tx: Tx, vendorId: string, row: DocumentRow): Promise<DocumentRow | null> {
  const link = (await ctx.repo.links(tx, vendorId, [row.id])).find((l) => l.documentId === row.id && l.relation === "FROM");
  return link ? ctx.repo.get(tx, vendorId, link.linkedId, true) : null;
}

/** The document to issue, of which vendor, to which status, for which client (its address is frozen with it). */
export type IssueMove = { vendorId: string; row: DocumentRow; to: DocumentStatus; client: Client | null };

/**
 * Issues an invoice, deposit invoice or credit note (DRAFT → SENT/PAID): its final checks, its
 * mentions, then its number, allocated with the series' counter row locked, in the transaction
 * that freezes it. A failure anywhere rolls everything back: no number is lost.
 */
export async function issue(ctx: DocumentsContext, tx: Tx, move: IssueMove, userId: string | null): Promise<void> {
  const { vendorId, row, to, client } = move;
  const type = row.quoteType;
  const date = ctx.today();
  const source = await sourceOf(ctx, tx, vendorId, row);
  let current = row;

  if (type === "INVOICE" && source && source.quoteType === "QUOTE") {
    // The deposits issued since the draft was made are deducted too.
    const deposits = await issuedDepositsOf(ctx, tx, vendorId, source.id);
    const lines = await ctx.repo.lines(tx, [row.id]);
    const own = asBreakdown(row.breakdown);
    const issueText = deductionIssue(
      own,
      deposits.map((d) => d.net),
    );
    if (issueText) throw refuse(codes.AMOUNT_REFUSED, issueText);
    await ctx.repo.unlinkDeductions(tx, vendorId, row.id);
    for (const d of deposits) await ctx.repo.link(tx, vendorId, row.id, d.row.id, "DEDUCTS");
    const p = priced(
      copyLines(lines),
      discountOf(row.globalDiscountType, row.globalDiscountValue),
      sumBreakdowns(deposits.map((d) => d.net)),
      null,
    );
    await ctx.repo.update(tx, vendorId, row.id, p.columns);
    current = (await ctx.repo.get(tx, vendorId, row.id)) as DocumentRow;
  }

  if (type === "CREDIT_NOTE") {
    if (!source) throw refuse(codes.CONVERSION_REFUSED, am.creditNeedsIssuedInvoice);
    const chained = await depositCreditRefusal(ctx.repo, tx, vendorId, source);
    if (chained) throw refuse(codes.CONVERSION_REFUSED, chained);
    const others = (await ctx.repo.madeFrom(tx, vendorId, source.id)).filter(
      (c) => c.id !== row.id && c.quoteType === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.status),
    );
    const problem = creditNoteIssue(dueOf(source), dueOf(row), others.map(dueOf));
    if (problem) throw refuse(codes.AMOUNT_REFUSED, problem);
  }

  const cfg = row.quoteConfig;
  const dueDate =
    type === "CREDIT_NOTE" ? null : (current.dueDate ?? paymentDueDate(cfg.paymentTerms ?? { code: "UPON_RECEIPT" }, date));
  const lateTerms = businessDueDateIssue(date, dueDate, (client?.type as ClientType | undefined) ?? null);
  if (lateTerms) throw refuse(commonErrorCodes.VALIDATION_FAILED, lateTerms);
  const mentions = await mentionsOf(ctx, tx, vendorId, current, client, date, dueDate);
  if (mentions.missing.length > 0) {
    throw refuseAll(
      codes.MENTIONS_MISSING,
      mentions.missing.map((m) => m.message),
    );
  }
  const format = (await readConfig(ctx, tx, vendorId)).numbering[type];
  const { name, legalEntity } = await allocateNumber(ctx, tx, vendorId, type, format, date);
  await ctx.repo.update(tx, vendorId, row.id, {
    name,
    legalEntity,
    status: to,
    date,
    issuedDate: date,
    dueDate,
    mentions: mentions.printed,
    searchText: searchable(name, row.clientName),
  });

  if (type === "CREDIT_NOTE" && source) {
    const all = (await ctx.repo.madeFrom(tx, vendorId, source.id)).filter(
      (c) => c.quoteType === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.id === row.id ? to : c.status),
    );
    if (isFullyCredited(dueOf(source), all.map(dueOf)) && source.status !== "CANCELED") {
      await ctx.repo.update(tx, vendorId, source.id, { status: "CANCELED" });
      const reason = (await ctx.repo.get(tx, vendorId, row.id))?.name ?? null;
      await ctx.settlement.record(tx, vendorId, {
        documentId: source.id,
        userId,
        from: source.status,
        to: "CANCELED",
        source: "CREDIT_NOTE",
        reason,
      });
    } else if (source.status !== "CANCELED") {
      // What the client owes went down: the payments already received may now settle it.
      await ctx.settlement.settle(tx, vendorId, source, userId, "CREDIT_NOTE");
    }
  }

  // The original: the parties as they stand now, and the PDF printed from them, kept as issued.
  const issued = (await ctx.repo.get(tx, vendorId, row.id)) as DocumentRow;
  const cfgLogo = issued.quoteConfig.logo ?? null;
  const company = await ctx.seller.storedCompany(tx, vendorId);
  const snapshot = takeSnapshot({
    company,
    client,
    logo: cfgLogo ?? (await ctx.seller.logo(tx, vendorId)),
    // VAT categories and reasons, nature, debits option, service date: frozen for the Factur-X to come.
    einvoicing: einvoicingFacts({
      row: issued,
      lines: await ctx.repo.lines(tx, [row.id]),
      company,
      serviceDate: await serviceDateOf(ctx, tx, vendorId, issued),
    }),
  });
  await ctx.originals.freeze(tx, vendorId, issued, snapshot);
}
