import type { Client, QuoteType } from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { DocumentsContext } from "./document-context.ts";
import { documentNotFound } from "./document-refusals.ts";
import type { DocumentRow } from "./documents.repository.ts";

export async function load(
  ctx: DocumentsContext,
  conn: Db | Tx,
  vendorId: string,
  id: string,
  quoteType: QuoteType | null,
  forUpdate = false,
) {
  const row = await ctx.repo.get(conn, vendorId, id, forUpdate);
  if (!row || (quoteType !== null && row.quoteType !== quoteType)) throw documentNotFound();
  return row;
}

export async function clientOf(ctx: DocumentsContext, vendorId: string, clientId: string | null | undefined) {
  if (!clientId) return null;
  return ctx.clients.get(vendorId, clientId);
}

/** The document's client as the mentions need it (null once deleted: the document keeps its name). */
export async function clientForMentions(ctx: DocumentsContext, vendorId: string, row: DocumentRow): Promise<Client | null> {
  return row.clientId ? ((await ctx.clients.findByIds(vendorId, [row.clientId]))[0] ?? null) : null;
}

export async function checkEvent(ctx: DocumentsContext, vendorId: string, eventId: string | null | undefined) {
  if (eventId) await ctx.events.get(vendorId, eventId);
}
