import { checkDeletable, documentErrorCodes as codes, type QuoteType } from "@cortege/domain";
import type { DocumentsContext } from "./document-context.ts";
import { documentNotFound, refuse } from "./document-refusals.ts";

/** All named documents of the type, or none: an unknown id is a 404, an issued one the domain's refusal. */
export async function deleteDocuments(ctx: DocumentsContext, vendorId: string, quoteType: QuoteType, ids: string[]) {
  const unique = [...new Set(ids)];
  await ctx.repo.transaction(async (tx) => {
    const rows = await ctx.repo.getMany(tx, vendorId, unique);
    if (rows.length !== unique.length || rows.some((r) => r.quoteType !== quoteType)) throw documentNotFound();
    for (const r of rows) {
      const verdict = checkDeletable(r.quoteType, r.status);
      if (!verdict.ok) throw refuse(codes.DOCUMENT_NOT_DELETABLE, verdict.message);
    }
    await ctx.repo.delete(tx, vendorId, unique);
  });
  return { quotesToDelete: unique };
}

export async function archiveDocuments(
  ctx: DocumentsContext,
  vendorId: string,
  quoteType: QuoteType,
  ids: string[],
  isArchived: boolean,
) {
  const unique = [...new Set(ids)];
  await ctx.repo.transaction(async (tx) => {
    const rows = await ctx.repo.getMany(tx, vendorId, unique);
    if (rows.length !== unique.length || rows.some((r) => r.quoteType !== quoteType)) throw documentNotFound();
    await ctx.repo.archive(tx, vendorId, unique, isArchived);
  });
  return { quotesToArchive: unique };
}
