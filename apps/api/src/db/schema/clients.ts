import type { Client } from "@cortege/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { vendors } from "./vendors.ts";

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Creation order for paging: a strictly increasing key, unlike timestamps that can tie.
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    contacts: jsonb("contacts").$type<Client["contacts"]>().notNull(),
    source: text("source"),
    status: text("status").notNull(),
    note: text("note"),
    attachments: jsonb("attachments").$type<Client["attachments"]>().notNull().default(sql`'[]'::jsonb`),
    company: jsonb("company").$type<Client["company"]>(),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Name, people, e-mails, phones and company names, lower case and unaccented (cortege_normalize). */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("clients_vendor_list_idx").on(t.vendorId, t.isArchived, t.seq),
    // Events by client source on the dashboard (0026): INCLUDE (source) in SQL.
    index("clients_vendor_source_idx").on(t.vendorId, t.id),
    // The list by name (0036): INCLUDE (id, name) in SQL, so that a page's ids come from the index alone.
    index("clients_vendor_name_order_idx").on(t.vendorId, t.isArchived, sql`cortege_normalize(${t.name})`, t.seq),
    // Vendor first (btree_gin): a search reads one vendor's trigrams, not every tenant's.
    index("clients_vendor_search_idx").using("gin", t.vendorId, t.searchText.op("gin_trgm_ops")),
  ],
);
