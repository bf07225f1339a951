import { and, asc, eq, sql } from "drizzle-orm";
import { documentPayments } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

type Conn = Db | Tx;

export type PaymentRow = typeof documentPayments.$inferSelect;
export type PaymentInsert = Pick<PaymentRow, "documentId" | "date" | "amountCents" | "method" | "reference" | "userId">;

/** SQL of the payments recorded on documents (cents). */
export function createDocumentPaymentsRepository() {
  return {
    async insert(tx: Tx, vendorId: string, values: PaymentInsert): Promise<PaymentRow> {
      const [row] = await tx
        .insert(documentPayments)
        .values({ ...values, vendorId })
        .returning();
      return row as PaymentRow;
    },

    async list(conn: Conn, vendorId: string, documentId: string): Promise<PaymentRow[]> {
      return conn
        .select()
        .from(documentPayments)
        .where(and(eq(documentPayments.vendorId, vendorId), eq(documentPayments.documentId, documentId)))
        .orderBy(asc(documentPayments.date), asc(documentPayments.createdAt));
    },

    async get(conn: Conn, vendorId: string, id: string): Promise<PaymentRow | null> {
      const [row] = await conn
        .select()
        .from(documentPayments)
        .where(and(eq(documentPayments.vendorId, vendorId), eq(documentPayments.id, id)));
      return row ?? null;
    },

    async totalPaid(conn: Conn, vendorId: string, documentId: string): Promise<number> {
      const [row] = await conn
        .select({ total: sql<string>`coalesce(sum(${documentPayments.amountCents}), 0)` })
        .from(documentPayments)
        .where(and(eq(documentPayments.vendorId, vendorId), eq(documentPayments.documentId, documentId)));
      return Number(row?.total ?? 0);
    },

    async delete(tx: Tx, vendorId: string, id: string): Promise<void> {
      await tx.delete(documentPayments).where(and(eq(documentPayments.vendorId, vendorId), eq(documentPayments.id, id)));
    },
  };
}
