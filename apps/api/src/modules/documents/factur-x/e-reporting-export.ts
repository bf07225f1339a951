import { b2cSales, eReportingCsv, servicePayments } from "@cortege/domain";
import type { DocumentsContext } from "../document-context.ts";
import { dueOf } from "../document-row.ts";
import { paymentsBetween } from "./e-reporting.repository.ts";

/**
 * quote/e-reporting: the period's e-reporting data as CSV, built from the issued documents (their frozen
 * buyer says whether the sale was to a consumer) and the payments recorded on them.
 */
export async function eReportingExport(ctx: DocumentsContext, vendorId: string, from: string, to: string) {
  const issued = (await ctx.repo.issued(ctx.db, vendorId)).filter((r) => r.quoteType !== "QUOTE");
  const consumer = (r: (typeof issued)[number]) =>
    (r.snapshot?.buyer as { type?: string } | null | undefined)?.type !== "PROFESSIONAL";
  const sales = b2cSales(
    issued
      .filter((r) => r.issuedDate !== null && r.issuedDate >= from && r.issuedDate <= to && consumer(r))
      .map((r) => ({ date: r.issuedDate as string, sign: r.quoteType === "CREDIT_NOTE" ? -1 : 1, due: dueOf(r) })),
  );
  const byId = new Map(issued.map((r) => [r.id, r]));
  const payments = servicePayments(
    (await paymentsBetween(ctx.db, vendorId, from, to)).flatMap((p) => {
      const doc = byId.get(p.documentId);
      // Goods are reported on delivery, not on payment: only services (and mixed documents) are kept.
      const nature = (doc?.snapshot?.einvoicing as { operationNature?: string | null } | undefined)?.operationNature;
      return doc && nature !== "GOODS" ? [{ date: p.date, amountCents: p.amountCents, due: dueOf(doc) }] : [];
    }),
  );
  return { filename: `e-reporting-${from}-${to}.csv`, csv: eReportingCsv([...sales, ...payments]) };
}
