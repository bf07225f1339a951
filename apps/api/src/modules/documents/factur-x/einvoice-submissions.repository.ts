import { and, eq } from "drizzle-orm";
import { einvoiceSubmissions } from "../../../db/schema/index.ts";
import type { Db, Tx } from "../../../platform/db/database.ts";

type Conn = Db | Tx;
export type SubmissionRow = typeof einvoiceSubmissions.$inferSelect;

/** SQL of the deposits to the plateforme agréée (db/schema/einvoicing.ts). */
export function createEinvoiceSubmissionsRepository() {
  return {
    async get(conn: Conn, vendorId: string, documentId: string): Promise<SubmissionRow | null> {
      const [row] = await conn
        .select()
        .from(einvoiceSubmissions)
        .where(and(eq(einvoiceSubmissions.vendorId, vendorId), eq(einvoiceSubmissions.documentId, documentId)));
      return row ?? null;
    },

    /** Records the deposit once: a second deposit of the same document (two clicks) keeps the first. */
    async insert(
      conn: Conn,
      row: { vendorId: string; documentId: string; platformId: string; status: string; reason: string | null },
    ) {
      const [saved] = await conn.insert(einvoiceSubmissions).values(row).onConflictDoNothing().returning();
      return saved ?? null;
    },

    async setStatus(conn: Conn, vendorId: string, documentId: string, status: string, reason: string | null) {
      await conn
        .update(einvoiceSubmissions)
        .set({ status, reason, statusAt: new Date() })
        .where(and(eq(einvoiceSubmissions.vendorId, vendorId), eq(einvoiceSubmissions.documentId, documentId)));
    },
  };
}
