import type { Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import type { DocumentInsert, DocumentRow, LineInsert } from "./documents.repository.ts";

/** What a document made from another keeps of it: a draft of the same client, event, config and addresses. */
export const draftFrom = (source: DocumentRow) =>
  ({
    status: "DRAFT",
    clientId: source.clientId,
    clientName: source.clientName,
    eventId: source.eventId,
    quoteConfig: { ...source.quoteConfig },
    address: source.address,
    serviceAddress: source.serviceAddress,
  }) satisfies Partial<DocumentInsert>;

/** A new document with its lines and its links to the documents it comes from or deducts. */
export async function insertDocument(
  ctx: DocumentsContext,
  tx: Tx,
  vendorId: string,
  values: DocumentInsert,
  lines: LineInsert[],
  links: { linkedId: string; relation: "FROM" | "DEDUCTS" }[] = [],
): Promise<DocumentRow> {
  const id = await ctx.repo.insert(tx, vendorId, values);
  await ctx.repo.replaceLines(tx, vendorId, id, lines);
  for (const l of links) await ctx.repo.link(tx, vendorId, id, l.linkedId, l.relation);
  return (await ctx.repo.get(tx, vendorId, id)) as DocumentRow;
}

/** The transaction that makes a document, its creation (or conversion) first in its history. */
export const creating = (ctx: DocumentsContext, userId: string | null, make: (tx: Tx) => Promise<DocumentRow>) =>
  ctx.repo.transaction(async (tx) => {
    const row = await make(tx);
    const links = await ctx.repo.links(tx, row.vendorId, [row.id]);
    const converted = links.some((l) => l.documentId === row.id && l.relation === "FROM");
    await ctx.settlement.record(tx, row.vendorId, {
      documentId: row.id,
      userId,
      from: null,
      to: row.status,
      source: converted ? "CONVERSION" : "CREATION",
    });
    return row;
  });
