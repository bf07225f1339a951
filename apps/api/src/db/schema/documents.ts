import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { events } from "./events.ts";
import { products } from "./products.ts";
import { vendors } from "./vendors.ts";

/** A VAT table as stored: base and VAT per rate, disbursements apart (cents). */
export type StoredBreakdown = {
  taxDetails: { taxType: string; baseCents: number; taxAmountCents: number }[];
  disbursementsCents: number;
};

/**
 * Quotes, invoices, deposit invoices and credit notes: one shape in the spec (part 2 §3 "Quote (also
 * invoice, credit note, deposit)"), one table told apart by `quote_type` (docs/decisions.md
 * "Documents (API)"). Amounts are cents; `breakdown` is what the document itself charges per rate,
 * `deducted` what it subtracts (a final invoice's deposit invoices), and the total columns are the
 * difference (the spec's totals, what remains due).
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Creation order for cursor paging (`nextPage`).
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    quoteType: text("quote_type").notNull(),
    status: text("status").notNull().default("DRAFT"),
    /** The legal number (F-2026-00001); null while an invoice, deposit or credit note is a draft. */
    name: text("name"),
    // Documents outlive a deleted client or event: the name and address are kept on the document.
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    clientName: text("client_name"),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    date: date("date"),
    expirationDate: date("expiration_date"),
    issuedDate: date("issued_date"),
    dueDate: date("due_date"),
    globalDiscountType: text("global_discount_type").notNull().default("PERCENTAGE"),
    /** Hundredths of a percent (PERCENTAGE) or cents (FIXED). */
    globalDiscountValue: bigint("global_discount_value", { mode: "number" }).notNull().default(0),
    totalExcludingTaxCents: bigint("total_excluding_tax_cents", { mode: "number" }).notNull().default(0),
    totalTaxCents: bigint("total_tax_cents", { mode: "number" }).notNull().default(0),
    totalIncludingTaxCents: bigint("total_including_tax_cents", { mode: "number" }).notNull().default(0),
    breakdown: jsonb("breakdown").$type<StoredBreakdown>().notNull(),
    deducted: jsonb("deducted").$type<StoredBreakdown>().notNull(),
    /** Deposit invoices and credit notes of an amount: their VAT split is fixed, not recomputed from lines. */
    isFixedAmount: boolean("is_fixed_amount").notNull().default(false),
    /** The quote config as it stood for this document (payment terms, mentions, bank details…). */
    quoteConfig: jsonb("quote_config").notNull(),
    address: jsonb("address"),
    /** The deposit schedule of a quote (part 2 §3 Deposit), amounts as the form sends them. */
    deposits: jsonb("deposits").notNull().default(sql`'[]'::jsonb`),
    /** The mentions printed at issue (checkMandatoryMentions), frozen with the document. */
    mentions: jsonb("mentions").notNull().default(sql`'[]'::jsonb`),
    signedFilename: text("signed_filename"),
    isArchived: boolean("is_archived").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("documents_vendor_list_idx").on(t.vendorId, t.quoteType, t.isArchived, t.seq),
    index("documents_vendor_client_idx").on(t.vendorId, t.clientId),
    // One number once in a vendor's series: the last guard against a duplicate.
    uniqueIndex("documents_vendor_number_idx").on(t.vendorId, t.quoteType, t.name).where(sql`${t.name} IS NOT NULL`),
    check("documents_quote_type_check", sql`${t.quoteType} IN ('QUOTE', 'INVOICE', 'CREDIT_NOTE', 'DEPOSIT')`),
  ],
);

/**
 * The lines of a document, ordered by position. A bundle is one line whose unit price is split per
 * rate (`unit_bases`), with its children as rows under it (`parent_line_id`), each keeping its VAT.
 * Product fields are copied: an issued document never changes with the catalogue.
 */
export const documentLines = pgTable(
  "document_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    parentLineId: uuid("parent_line_id"),
    position: integer("position").notNull(),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    ref: text("ref"),
    description: text("description"),
    productType: text("product_type").notNull(),
    unitType: text("unit_type").notNull(),
    /** The line's own rate, null for a bundle mixing rates. */
    tax: text("tax"),
    /** Unit price excluding tax (a bundle's is the sum of its bases). */
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    /** [{ group: VatCode | "DEBOUR", unitCents }]: what the tax engine reads. */
    unitBases: jsonb("unit_bases").$type<{ group: string; unitCents: number }[]>().notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
    discountType: text("discount_type").notNull().default("PERCENTAGE"),
    discountValue: bigint("discount_value", { mode: "number" }).notNull().default(0),
    /** The line after its discount and its share of the global discount, excluding tax (product sales). */
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("document_lines_document_idx").on(t.documentId, t.position),
    index("document_lines_product_idx").on(t.vendorId, t.productId),
  ],
);

/**
 * How documents follow each other: a deposit invoice or a final invoice made FROM a quote, a credit
 * note FROM an invoice, a final invoice DEDUCTS a deposit invoice. `linkedQuotes` reads both ways.
 */
export const documentLinks = pgTable(
  "document_links",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    linkedId: uuid("linked_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    relation: text("relation").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.linkedId, t.relation] }),
    index("document_links_linked_idx").on(t.linkedId),
    check("document_links_relation_check", sql`${t.relation} IN ('FROM', 'DEDUCTS')`),
  ],
);

/** Where each numbering series of a vendor stands; locked FOR UPDATE while a number is allocated. */
export const documentCounters = pgTable(
  "document_counters",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    quoteType: text("quote_type").notNull(),
    /** The counter the next document takes. */
    counter: integer("counter").notNull().default(1),
    lastNumberedDate: date("last_numbered_date"),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.quoteType] })],
);

/** The vendor's quote config (part 2 §3), numbering formats included; defaults when no row. */
export const quoteConfigs = pgTable("quote_configs", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  config: jsonb("config").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
