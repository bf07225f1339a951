import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { documents } from "./documents.ts";
import { vendors } from "./vendors.ts";

/**
 * An issued document handed to the vendor's plateforme agréée (PA) as Factur-X, with the last lifecycle
 * status the PA answered (XP Z12-013 spirit: déposée, rejetée, refusée, encaissée). One row per document:
 * a document is deposited once; a rejected one is corrected by a credit note and a new invoice.
 */
export const einvoiceSubmissions = pgTable(
  "einvoice_submissions",
  {
    documentId: uuid("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "restrict" }),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** The PA's identifier of the deposited flow. */
    platformId: text("platform_id").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp("status_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("einvoice_submissions_vendor_idx").on(t.vendorId, t.submittedAt),
    check("einvoice_submissions_status_check", sql`${t.status} IN ('DEPOSEE', 'REJETEE', 'REFUSEE', 'ENCAISSEE')`),
  ],
);
