import { date, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

/**
 * The addresses outside the vendor's clients that its documents and scheduled e-mails were sent to,
 * one row per address and Paris day: the daily cap counts them (so the platform's sender is not a
 * relay for any list of addresses).
 */
export const outsideMailRecipients = pgTable(
  "outside_mail_recipients",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
    day: date("day").notNull(),
    address: text("address").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day, t.address] })],
);
