import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { documents } from "./documents.ts";
import { users } from "./users.ts";
import { vendors } from "./vendors.ts";

/**
 * Every status change of a document (issue 16 §6): who (the user, null for the daily job or once the
 * user is erased), when, from which status (null at creation) to which, and what made it.
 */
export const documentStatusHistory = pgTable(
  "document_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Order of the changes within one instant (a payment and the status it sets share a transaction).
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    documentId: ownedBy("document_id", () => documents.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    source: text("source").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_status_history_vendor_document_idx").on(t.vendorId, t.documentId, t.seq)],
);

/** Payments received on an issued invoice or deposit invoice (refunds paid on a credit note), in cents. */
export const documentPayments = pgTable(
  "document_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    documentId: ownedBy("document_id", () => documents.id),
    date: date("date").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    method: text("method").notNull(),
    reference: text("reference"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("document_payments_vendor_document_idx").on(t.vendorId, t.documentId, t.date),
    // The dashboard's « encaissé »: a vendor's payments by day (0026).
    index("document_payments_vendor_date_idx").on(t.vendorId, t.date),
    check("document_payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);
