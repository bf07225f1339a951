import { centsToEuros, type DocumentStatus, normalizeDocumentStatus, type QuoteType } from "@cortege/domain";
import { decodeCursor, pageOf } from "../../platform/paging/cursor.ts";
import { readConfig } from "./document-config.ts";
import type { DocumentsContext } from "./document-context.ts";
import { originalsArchive } from "./document-export.ts";
import { clientForMentions, load } from "./document-load.ts";
import { hasOriginal } from "./document-original.ts";
import { linkedOf, present, summaries, summary } from "./document-present.ts";
import { printable } from "./document-printable.ts";
import { documentNotFound } from "./document-refusals.ts";
import { searchable } from "./document-row.ts";

/** The document's PDF (see `printable`). */
export async function documentPdf(
  ctx: DocumentsContext,
  vendorId: string,
  quoteType: QuoteType,
  quoteId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  // An issued document answers its stored original; a draft is rendered now.
  const { filename, pdf } = hasOriginal(row)
    ? await ctx.repo.transaction((tx) => ctx.originals.deliverable(tx, vendorId, row))
    : await printable(ctx, ctx.db, vendorId, row, await clientForMentions(ctx, vendorId, row));
  return { filename, pdf };
}

/**
 * The ZIP a vendor keeps before closing its account: every issued original, byte for byte, and the
 * register (CSV) of them.
 */
export async function archiveOfOriginals(ctx: DocumentsContext, vendorId: string): Promise<{ filename: string; zip: Buffer }> {
  const rows = await ctx.repo.issued(ctx.db, vendorId);
  const zip = await originalsArchive(rows, (row) => ctx.repo.transaction((tx) => ctx.originals.deliverable(tx, vendorId, row)));
  return { filename: `documents-emis-${ctx.today()}.zip`, zip };
}

export async function electronicSignature(ctx: DocumentsContext, vendorId: string) {
  return { electronicSignature: (await readConfig(ctx, ctx.db, vendorId)).electronicSignature ?? null };
}

export async function listDocuments(
  ctx: DocumentsContext,
  vendorId: string,
  q: {
    quoteType: QuoteType;
    isArchived: boolean;
    nextPage?: string | undefined;
    limit: number;
    status?: DocumentStatus;
    searchTerm?: string | undefined;
  },
) {
  const afterSeq = decodeCursor(q.nextPage);
  const term = q.searchTerm === undefined ? undefined : searchable(q.searchTerm.trim());
  const { rows, counts } = await ctx.repo.list(vendorId, { ...q, term: term || undefined, afterSeq });
  const page = pageOf(rows, q.limit);
  return {
    quotes: page.items.map((row) => summary(row, row.linkedIds)),
    nextPage: page.nextPage,
    statusCounts: counts.map((c) => ({
      status: normalizeDocumentStatus(c.status),
      count: c.count,
      sumHT: centsToEuros(c.sumHT),
      sumTTC: centsToEuros(c.sumTTC),
    })),
  };
}

export async function documentsOfClient(ctx: DocumentsContext, vendorId: string, clientId: string) {
  await ctx.clients.assertOwned(vendorId, clientId);
  return { quotes: await summaries(ctx, vendorId, await ctx.repo.byClient(vendorId, clientId)) };
}

export async function linkedDocuments(ctx: DocumentsContext, vendorId: string, ids: string[]) {
  const rows = await ctx.repo.getMany(ctx.db, vendorId, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw documentNotFound();
  const links = await ctx.repo.links(ctx.db, vendorId, ids);
  const linkedIds = [...new Set(ids.flatMap((id) => linkedOf(id, links)))];
  return { quotes: await summaries(ctx, vendorId, await ctx.repo.getMany(ctx.db, vendorId, linkedIds)) };
}

export async function getDocument(
  ctx: DocumentsContext,
  vendorId: string,
  quoteType: QuoteType,
  quoteId: string,
  clientId?: string | null,
) {
  const row = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  if (clientId && row.clientId !== clientId) throw documentNotFound();
  return present(ctx, ctx.db, vendorId, row);
}
