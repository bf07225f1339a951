import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

export const quickNotes = pgTable(
  "quick_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    clientId: ownedBy("client_id", () => clients.id),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quick_notes_client_idx").on(t.clientId, t.seq)],
);
