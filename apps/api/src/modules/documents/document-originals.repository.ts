import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { type DocumentSnapshot, documentOriginals, documents } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

type Conn = Db | Tx;
export type OriginalRow = typeof documentOriginals.$inferSelect;

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** SQL of the original PDFs and the issue snapshots (see db/schema/documents.ts). */
export function createDocumentOriginalsRepository() {
  return {
    async saveSnapshot(tx: Tx, vendorId: string, documentId: string, snapshot: DocumentSnapshot): Promise<void> {
      await tx
        .update(documents)
        .set({ snapshot })
        .where(and(eq(documents.vendorId, vendorId), eq(documents.id, documentId)));
    },

    /** Stores the original once: a second writer (two first downloads of a legacy document) keeps the first. */
    async save(
      conn: Conn,
      vendorId: string,
      documentId: string,
      filename: string,
      pdf: Buffer,
      facturXXml: Buffer | null = null,
    ): Promise<void> {
      await conn
        .insert(documentOriginals)
        .values({ documentId, vendorId, filename, pdf, sha256: sha256Of(pdf), facturXXml })
        .onConflictDoNothing();
    },

    async get(conn: Conn, vendorId: string, documentId: string): Promise<OriginalRow | null> {
      const [row] = await conn
        .select()
        .from(documentOriginals)
        .where(and(eq(documentOriginals.vendorId, vendorId), eq(documentOriginals.documentId, documentId)));
      return row ?? null;
    },

    async hashes(conn: Conn, vendorId: string, documentIds: readonly string[]): Promise<Map<string, string>> {
      if (documentIds.length === 0) return new Map();
      const rows = await conn
        .select({ documentId: documentOriginals.documentId, sha256: documentOriginals.sha256 })
        .from(documentOriginals)
        .where(and(eq(documentOriginals.vendorId, vendorId), inArray(documentOriginals.documentId, [...documentIds])));
      return new Map(rows.map((r) => [r.documentId, r.sha256]));
    },
  };
}
export type DocumentOriginalsRepository = ReturnType<typeof createDocumentOriginalsRepository>;
