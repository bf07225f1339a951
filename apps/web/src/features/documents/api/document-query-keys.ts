import type { QuoteType } from "@cortege/domain";

/** Every documents query starts with ["documents", vendorId]: a conversion touches several types at once. */
export const documentQueryKeys = {
  all: (vendorId: string) => ["documents", vendorId] as const,
  lists: (vendorId: string, quoteType: QuoteType) => ["documents", vendorId, "list", quoteType] as const,
  detail: (vendorId: string, quoteId: string) => ["documents", vendorId, "detail", quoteId] as const,
  linked: (vendorId: string, quoteId: string) => ["documents", vendorId, "linked", quoteId] as const,
  /** Every document's deposit on the plateforme agréée (one key per document below it). */
  einvoiceStatuses: (vendorId: string) => ["documents", vendorId, "einvoice"] as const,
  einvoicePlatform: (vendorId: string) => ["documents", vendorId, "einvoice-platform"] as const,
};
