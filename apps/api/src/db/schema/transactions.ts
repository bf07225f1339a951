import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { documentPayments } from "./document-payments.ts";
import { documents } from "./documents.ts";
import { users } from "./users.ts";
import { vendors } from "./vendors.ts";

/** A vendor's fiscal year (part 2 §3 Transaction config): the first one; the next ones follow by 12 months. */
export const transactionConfigs = pgTable(
  "transaction_configs",
  {
    vendorId: uuid("vendor_id")
      .primaryKey()
      .references(() => vendors.id, { onDelete: "cascade" }),
    fiscalDateStart: date("fiscal_date_start").notNull(),
    fiscalDateEnd: date("fiscal_date_end").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("transaction_configs_fiscal_check", sql`${t.fiscalDateEnd} > ${t.fiscalDateStart}`)],
);

/** The vendor's chart of categories, each mapped to a PCG account (docs/decisions.md). */
export const transactionCategories = pgTable(
  "transaction_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    code: text("code").notNull(),
    parentCategory: text("parent_category").notNull(),
    category: text("category").notNull(),
    description: text("description"),
    account: text("account").notNull(),
    isVisible: boolean("is_visible").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("transaction_categories_vendor_code_idx").on(t.vendorId, t.code)],
);

export const bankImports = pgTable(
  "bank_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    filename: text("filename").notNull(),
    format: text("format").notNull(),
    linesCount: integer("lines_count").notNull(),
    importedCount: integer("imported_count").notNull(),
    duplicatesCount: integer("duplicates_count").notNull(),
    matchedCount: integer("matched_count").notNull().default(0),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_imports_vendor_idx").on(t.vendorId, t.createdAt)],
);

/**
 * Money in and out (part 2 §3 Transaction), signed cents (income positive). A payment recorded on a
 * document makes one (source PAYMENT); undoing it adds a reversing one (REVERSAL) instead of deleting.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    label: text("label").notNull(),
    description: text("description"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    transactionDate: date("transaction_date").notNull(),
    currencyCode: text("currency_code").notNull().default("EUR"),
    transactionType: text("transaction_type").notNull(),
    bankAccount: text("bank_account"),
    status: text("status").notNull().default("UNRECONCILED"),
    paymentMethod: text("payment_method").notNull(),
    source: text("source").notNull().default("MANUAL"),
    counterparty: text("counterparty"),
    /** The bank line's identity (FITID, camt reference, or day + amount + label) against duplicates. */
    bankKey: text("bank_key"),
    importId: uuid("import_id").references(() => bankImports.id, { onDelete: "set null" }),
    documentPaymentId: uuid("document_payment_id").references(() => documentPayments.id, { onDelete: "set null" }),
    reversesId: uuid("reverses_id").references((): AnyPgColumn => transactions.id, { onDelete: "set null" }),
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_vendor_date_idx").on(t.vendorId, t.transactionDate, t.id),
    uniqueIndex("transactions_vendor_bank_key_idx").on(t.vendorId, t.bankKey).where(sql`${t.bankKey} IS NOT NULL`),
    index("transactions_vendor_payment_idx").on(t.vendorId, t.documentPaymentId).where(sql`${t.documentPaymentId} IS NOT NULL`),
    check("transactions_amount_check", sql`${t.amountCents} <> 0`),
  ],
);

/** Where a transaction goes: amount excluding tax + VAT per rate (TTC adds up to the transaction). */
export const transactionAllocations = pgTable(
  "transaction_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    transactionId: ownedBy("transaction_id", () => transactions.id),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    taxDetails: jsonb("tax_details").$type<{ taxType: string; taxAmount: number }[]>().notNull().default(sql`'[]'::jsonb`),
    categoryId: uuid("category_id").references(() => transactionCategories.id, { onDelete: "set null" }),
    attachment: jsonb("attachment").$type<{ fileId: string; filename: string; fileType: string; size: number | null }>(),
    allocationDate: date("allocation_date").notNull(),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The paid document's number and client as they were: the FEC's PieceRef and CompAux. */
    documentName: text("document_name"),
    clientCode: text("client_code"),
    clientName: text("client_name"),
  },
  (t) => [
    index("transaction_allocations_vendor_transaction_idx").on(t.vendorId, t.transactionId, t.position),
    index("transaction_allocations_vendor_category_idx").on(t.vendorId, t.categoryId),
    index("transaction_allocations_vendor_document_idx").on(t.vendorId, t.documentId),
  ],
);
