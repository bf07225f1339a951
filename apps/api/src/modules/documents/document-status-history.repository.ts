import type { DocumentStatus, StatusChangeSource } from "@cortege/domain";
import { and, asc, eq } from "drizzle-orm";
import { documentStatusHistory } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

type Conn = Db | Tx;

export type StatusChange = {
  documentId: string;
  /** The user who made the change; null for the daily job. */
  userId: string | null;
  /** Null when the document is created. */
  from: DocumentStatus | null;
  to: DocumentStatus;
  source: StatusChangeSource;
  reason?: string | null;
};

export type StatusChangeRow = typeof documentStatusHistory.$inferSelect;

/** SQL of the documents' status history: written in the transaction of the change it records. */
export function createStatusHistoryRepository() {
  return {
    async record(tx: Tx, vendorId: string, changes: StatusChange[]): Promise<void> {
      if (changes.length === 0) return;
      await tx.insert(documentStatusHistory).values(
        changes.map((c) => ({
          vendorId,
          documentId: c.documentId,
          userId: c.userId,
          fromStatus: c.from,
          toStatus: c.to,
          source: c.source,
          reason: c.reason ?? null,
        })),
      );
    },

    async list(conn: Conn, vendorId: string, documentId: string): Promise<StatusChangeRow[]> {
      return conn
        .select()
        .from(documentStatusHistory)
        .where(and(eq(documentStatusHistory.vendorId, vendorId), eq(documentStatusHistory.documentId, documentId)))
        .orderBy(asc(documentStatusHistory.seq));
    },
  };
}
export type StatusHistoryRepository = ReturnType<typeof createStatusHistoryRepository>;
