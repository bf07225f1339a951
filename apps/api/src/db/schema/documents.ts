import type { Address, DepositEntry, DocumentStatus, QuoteConfigFields, QuoteType } from "@cortege/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { thousandths } from "../../platform/db/thousandths.ts";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { events } from "./events.ts";
import { products } from "./products.ts";
import { vendors } from "./vendors.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** The parties of an issued document as they stood at issue (see `documents.snapshot`). */
export type DocumentSnapshot = {
  takenAt: string;
  /** The vendor's company record (corporate name, legal form, SIREN/SIRET, VAT number, capital, address…). */
  seller: Record<string, unknown>;
  /** The client record (name, type, contacts and addresses, company identifiers), null without a client. */
  buyer: Record<string, unknown> | null;
  /** The logo file the PDF printed, for the record (the bytes are in the original PDF). */
  logo: string | null;
  /**
   * VAT regime, categories and exemption reasons per line and per breakdown row, nature of the operation,
   * debits option, date of the service (`document-einvoicing-facts.ts`); absent from documents issued before.
   */
  einvoicing?: Record<string, unknown> & { serviceDate?: string | null };
};

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
    vendorId: ownedBy("vendor_id", () => vendors.id),
    quoteType: text("quote_type").$type<QuoteType>().notNull(),
    status: text("status").$type<DocumentStatus>().notNull().default("DRAFT"),
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
    quoteConfig: jsonb("quote_config").$type<QuoteConfigFields>().notNull(),
    address: jsonb("address").$type<Address | null>(),
    /** The place of the service (lieu de la prestation), printed, and as the delivery address when it differs. */
    serviceAddress: jsonb("service_address").$type<Address | null>(),
    /** The deposit schedule of a quote (part 2 §3 Deposit), amounts as the form sends them. */
    deposits: jsonb("deposits").$type<DepositEntry[]>().notNull().default(sql`'[]'::jsonb`),
    /** The mentions printed at issue (checkMandatoryMentions), frozen with the document. */
    mentions: jsonb("mentions").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    signedFilename: text("signed_filename"),
    /**
     * Who the seller and the buyer were when the document was issued (names, addresses, identifiers,
     * legal form, capital…): the original PDF is printed from it, never from what they became later.
     */
    snapshot: jsonb("snapshot").$type<DocumentSnapshot>(),
    /**
     * The legal entity whose numbering the document's number belongs to (`SIREN:<siren>`, or
     * `VENDOR:<id>` without a SIREN); set when the number is allocated.
     */
    legalEntity: text("legal_entity"),
    isArchived: boolean("is_archived").notNull().default(false),
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("documents_vendor_list_idx").on(t.vendorId, t.quoteType, t.isArchived, t.seq),
    index("documents_vendor_client_idx").on(t.vendorId, t.clientId),
    // The dashboard's revenue by issue day (0015_dashboard).
    index("documents_vendor_issued_idx").on(t.vendorId, t.quoteType, t.issuedDate).where(sql`${t.issuedDate} IS NOT NULL`),
    // Revenue on the dashboard (0026): INCLUDE (quote_type, name, total_excluding_tax_cents,
    // total_including_tax_cents) in SQL, which drizzle's index builder cannot say.
    index("documents_vendor_revenue_idx").on(t.vendorId, t.issuedDate).where(sql`${t.issuedDate} IS NOT NULL`),
    // One number once in a vendor's series: the last guard against a duplicate.
    uniqueIndex("documents_vendor_number_idx").on(t.vendorId, t.quoteType, t.name).where(sql`${t.name} IS NOT NULL`),
    // One number once per legal entity, whatever vendor account (closed, reopened, second one) numbered it.
    uniqueIndex("documents_entity_number_idx").on(t.legalEntity, t.name).where(sql`${t.legalEntity} IS NOT NULL`),
    check("documents_quote_type_check", sql`${t.quoteType} IN ('QUOTE', 'INVOICE', 'CREDIT_NOTE', 'DEPOSIT')`),
    check(
      "documents_status_check",
      sql`${t.status} IN ('DRAFT', 'SENT', 'APPROVED', 'SIGNED', 'REJECTED', 'CANCELED', 'EXPIRED', 'PAID', 'OVERDUE', 'NONE')`,
    ),
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
    vendorId: ownedBy("vendor_id", () => vendors.id),
    documentId: ownedBy("document_id", () => documents.id),
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
    quantity: thousandths("quantity").notNull(),
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
    vendorId: ownedBy("vendor_id", () => vendors.id),
    documentId: ownedBy("document_id", () => documents.id),
    linkedId: ownedBy("linked_id", () => documents.id),
    relation: text("relation").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.linkedId, t.relation] }),
    index("document_links_linked_idx").on(t.linkedId),
    check("document_links_relation_check", sql`${t.relation} IN ('FROM', 'DEDUCTS')`),
  ],
);

/**
 * The original PDF of an issued document: rendered once at issue from its snapshot, then served as
 * these exact bytes by every download and e-mail. Never updated (10-year retention, L123-22 C. com.).
 */
export const documentOriginals = pgTable("document_originals", {
  documentId: uuid("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "restrict" }),
  vendorId: uuid("vendor_id").notNull(),
  filename: text("filename").notNull(),
  sha256: text("sha256").notNull(),
  pdf: bytea("pdf").notNull(),
  /** The Factur-X XML embedded in the PDF (0023_factur_x), its bytes as embedded; null for a PDF made before. */
  facturXXml: bytea("factur_x_xml"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each numbering series of a legal entity stands (docs/decisions.md "Numbers per legal
 * entity"): one row per prefix, bound to the series (quote type) that first used it. Keyed by the
 * entity, not the vendor, so a second vendor account or a reopened one of the same SIREN continues
 * the sequence; no foreign key, so closing an account never drops it. Locked FOR UPDATE while a
 * number is allocated.
 */
export const numberingCounters = pgTable(
  "numbering_counters",
  {
    legalEntity: text("legal_entity").notNull(),
    /** The prefix upper-cased: "f" and "F" are one series. */
    prefix: text("prefix").notNull(),
    quoteType: text("quote_type").notNull(),
    /** The counter the next document takes. */
    counter: integer("counter").notNull().default(1),
    lastNumberedDate: date("last_numbered_date"),
  },
  (t) => [primaryKey({ columns: [t.legalEntity, t.prefix] })],
);

/** The vendor's quote config (part 2 §3), numbering formats included; defaults when no row. */
export const quoteConfigs = pgTable("quote_configs", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  config: jsonb("config").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    vendorId: ownedBy("vendor_id", () => vendors.id),
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

/**
 * The vendor's account on the plateforme agréée (0030): its API token, sealed (platform/crypto, label
 * `einvoice-platform-token-v1`), and the last characters the settings card shows. One per vendor (the key).
 */
export const einvoicePlatformAccounts = pgTable("einvoice_platform_accounts", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  tokenSealed: text("token_sealed").notNull(),
  tokenHint: text("token_hint").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
