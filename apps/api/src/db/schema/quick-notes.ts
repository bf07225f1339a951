import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { vendors } from "./vendors.ts";

export const quickNotes = pgTable(
  "quick_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quick_notes_client_idx").on(t.clientId, t.seq)],
);
