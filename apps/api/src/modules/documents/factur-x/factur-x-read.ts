import { facturXErrorCodes as codes, facturXXml, facturXMessages as fm, type QuoteType } from "@cortege/domain";
import type { Db, Tx } from "../../../platform/db/database.ts";
import { storeZip } from "../../../platform/files/store-zip.ts";
import type { DocumentsContext } from "../document-context.ts";
import { load } from "../document-load.ts";
import { hasOriginal } from "../document-original.ts";
import { refuse } from "../document-refusals.ts";
import type { DocumentRow } from "../documents.repository.ts";
import { facturXInputOf } from "./factur-x-input.ts";

/**
 * The Factur-X XML of an issued document: the bytes embedded in its original PDF at issue; for a document
 * whose original was made before Factur-X, the XML written now from its frozen snapshot (the same data).
 */
export async function facturXBytesOf(
  ctx: DocumentsContext,
  conn: Db | Tx,
  vendorId: string,
  row: DocumentRow,
): Promise<Buffer | null> {
  if (!hasOriginal(row) || row.quoteType === "QUOTE") return null;
  // The first delivery of a legacy document makes its original (and its XML) once.
  await ctx.repo.transaction((tx) => ctx.originals.deliverable(tx, vendorId, row));
  const stored = await ctx.originals.facturX(conn, vendorId, row);
  if (stored) return stored;
  const input = await facturXInputOf(ctx, conn, vendorId, row);
  return input ? Buffer.from(facturXXml(input), "utf8") : null;
}

export const facturXFileName = (row: DocumentRow) => `${(row.name ?? "document").replace(/[^A-Za-z0-9_-]+/g, "-")}-factur-x.xml`;

/** quote/factur-x: the XML of one issued invoice, deposit invoice or credit note. */
export async function documentFacturX(ctx: DocumentsContext, vendorId: string, quoteType: QuoteType, quoteId: string) {
  const row = await load(ctx, ctx.db, vendorId, quoteId, quoteType);
  const xml = await facturXBytesOf(ctx, ctx.db, vendorId, row);
  if (!xml) throw refuse(codes.NOT_AN_EINVOICE, fm.notAnEinvoice);
  return { filename: facturXFileName(row), xml };
}

/** quote/factur-x/export: every issued e-invoice of the period (issue dates, both included) as a ZIP of XML. */
export async function facturXExport(ctx: DocumentsContext, vendorId: string, from: string, to: string) {
  const rows = (await ctx.repo.issued(ctx.db, vendorId)).filter(
    (r) => r.quoteType !== "QUOTE" && r.issuedDate !== null && r.issuedDate >= from && r.issuedDate <= to,
  );
  const entries = [];
  for (const row of rows) {
    const xml = await facturXBytesOf(ctx, ctx.db, vendorId, row);
    if (xml)
      entries.push({
        name: facturXFileName(row),
        data: xml,
        modifiedAt: row.snapshot ? new Date(row.snapshot.takenAt) : undefined,
      });
  }
  return { filename: `factur-x-${from}-${to}.zip`, zip: storeZip(entries), count: entries.length };
}
