import { and, between, eq } from "drizzle-orm";
import { documentPayments } from "../../../db/schema/index.ts";
import type { Db, Tx } from "../../../platform/db/database.ts";

/** The payments a vendor recorded over a period (the (vendor, date) index of 0026). */
export async function paymentsBetween(conn: Db | Tx, vendorId: string, from: string, to: string) {
  return conn
    .select({ documentId: documentPayments.documentId, date: documentPayments.date, amountCents: documentPayments.amountCents })
    .from(documentPayments)
    .where(and(eq(documentPayments.vendorId, vendorId), between(documentPayments.date, from, to)));
}
