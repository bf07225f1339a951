import { isIssued, normalizeDocumentStatus, normalizeQuoteType } from "@cortege/domain";
import type { DocumentSnapshot } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";
import type { EinvoicingFacts } from "./document-einvoicing-facts.ts";
import { createDocumentOriginalsRepository } from "./document-originals.repository.ts";
import type { DocumentRow } from "./documents.repository.ts";

type Conn = Db | Tx;
type Rendered = { filename: string; pdf: Buffer; facturX?: Buffer | null };

/** Whether the document is an issued invoice, deposit invoice or credit note: its PDF is its original. */
export const hasOriginal = (row: DocumentRow) => isIssued(normalizeQuoteType(row.quoteType), normalizeDocumentStatus(row.status));

/** Who the parties were at issue: the vendor's company record and the client record, as JSON. */
export function takeSnapshot(input: {
  company: Record<string, unknown>;
  client: object | null;
  logo: string | null;
  /** The structured facts a Factur-X export reads (VAT categories and reasons, nature, debits option…). */
  einvoicing?: EinvoicingFacts;
  now?: Date;
}): DocumentSnapshot {
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    takenAt: (input.now ?? new Date()).toISOString(),
    seller: copy(input.company),
    buyer: input.client ? copy(input.client as Record<string, unknown>) : null,
    logo: input.logo,
    ...(input.einvoicing ? { einvoicing: copy(input.einvoicing) as DocumentSnapshot["einvoicing"] } : {}),
  };
}

/**
 * The issued original (docs/decisions.md "The issued original"): at issue, the parties are snapshot
 * into the document and its PDF is rendered once from that snapshot and stored with its SHA-256;
 * every later download or e-mail of the document serves those bytes. Drafts and quotes render live.
 * `render` prints a row (from its snapshot when it has one).
 */
export function createDocumentOriginals(render: (conn: Conn, vendorId: string, row: DocumentRow) => Promise<Rendered>) {
  const repo = createDocumentOriginalsRepository();
  return {
    hashes: repo.hashes,

    /** Called in the issuing transaction, once the number, dates and mentions are set. */
    async freeze(tx: Tx, vendorId: string, row: DocumentRow, snapshot: DocumentSnapshot): Promise<void> {
      await repo.saveSnapshot(tx, vendorId, row.id, snapshot);
      const { filename, pdf, facturX } = await render(tx, vendorId, { ...row, snapshot });
      // The Factur-X XML is kept as embedded: its download serves these bytes, like the PDF's.
      await repo.save(tx, vendorId, row.id, filename, pdf, facturX ?? null);
    },

    /** The Factur-X XML embedded in the stored original; null for a draft, a quote or a PDF made before Factur-X. */
    async facturX(conn: Conn, vendorId: string, row: DocumentRow): Promise<Buffer | null> {
      if (!hasOriginal(row)) return null;
      return (await repo.get(conn, vendorId, row.id))?.facturXXml ?? null;
    },

    /**
     * The bytes to hand out: the stored original of an issued document, a live rendering otherwise.
     * A document issued before originals existed gets its original at its first delivery.
     */
    async deliverable(conn: Conn, vendorId: string, row: DocumentRow): Promise<Rendered & { sha256: string | null }> {
      if (!hasOriginal(row)) return { ...(await render(conn, vendorId, row)), sha256: null };
      const stored = await repo.get(conn, vendorId, row.id);
      if (stored) return { filename: stored.filename, pdf: stored.pdf, sha256: stored.sha256 };
      const { filename, pdf, facturX } = await render(conn, vendorId, row);
      await repo.save(conn, vendorId, row.id, filename, pdf, facturX ?? null);
      const kept = (await repo.get(conn, vendorId, row.id)) as NonNullable<Awaited<ReturnType<typeof repo.get>>>;
      return { filename: kept.filename, pdf: kept.pdf, sha256: kept.sha256 };
    },
  };
}
