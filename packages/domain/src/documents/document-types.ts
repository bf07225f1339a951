/** The four documents of the spec (part 2 §3): one shape, told apart by `quoteType`. */
export const quoteTypes = ["QUOTE", "INVOICE", "CREDIT_NOTE", "DEPOSIT"] as const;
export type QuoteType = (typeof quoteTypes)[number];

export const DEFAULT_QUOTE_TYPE: QuoteType = "QUOTE";

/** An unknown type falls back to a quote (part 2 §3: default QUOTE). */
export function normalizeQuoteType(value: unknown): QuoteType {
  return (quoteTypes as readonly unknown[]).includes(value) ? (value as QuoteType) : DEFAULT_QUOTE_TYPE;
}

/** The title printed on the document (legal mention 1 of the reference §1.2). */
export const quoteTypeTitles: Record<QuoteType, string> = {
  QUOTE: "Devis",
  INVOICE: "Facture",
  CREDIT_NOTE: "Avoir",
  DEPOSIT: "Facture d'acompte",
};

/** The plural names of the list screens. */
export const quoteTypeListLabels: Record<QuoteType, string> = {
  QUOTE: "Devis",
  INVOICE: "Factures",
  CREDIT_NOTE: "Avoirs",
  DEPOSIT: "Acomptes",
};

/** UNTDID 1001 codes of EN 16931 (BT-3), for Factur-X: a quote is not an invoice and has none. */
export const quoteTypeUntdidCodes: Record<QuoteType, string | null> = {
  QUOTE: null,
  INVOICE: "380",
  CREDIT_NOTE: "381",
  DEPOSIT: "386",
};

/** Invoices, deposit invoices and credit notes are invoices in the legal sense (art. 289 CGI). */
export function isInvoiceLike(type: QuoteType): boolean {
  return type !== "QUOTE";
}

/** Line and global discounts, and deposits: a percentage or a fixed amount (part 2 §3). */
export const discountTypes = ["PERCENTAGE", "FIXED"] as const;
export type DiscountType = (typeof discountTypes)[number];

/** An unknown discount type becomes a percentage (part 2 §5). */
export function normalizeDiscountType(value: unknown): DiscountType {
  return value === "FIXED" ? "FIXED" : "PERCENTAGE";
}

export const depositTypes = discountTypes;
export type DepositType = DiscountType;
