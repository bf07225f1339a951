import type { DiscountType, DocumentStatus, QuoteType, VatCode } from "@cortege/domain";

/** The documents calls' answers (apps/api documents.schemas.ts): euros with 2 decimals, percentages as 12.5. */

export type TaxDetailWire = { taxType: VatCode; taxAmount: number };

export type DocumentSummary = {
  quoteId: string;
  name: string | null;
  quoteType: QuoteType;
  status: DocumentStatus;
  clientId: string | null;
  clientName: string | null;
  eventId: string | null;
  date: string | null;
  expirationDate: string | null;
  issuedDate: string | null;
  dueDate: string | null;
  totalExcludingTax: number;
  totalTax: number;
  totalIncludingTax: number;
  totalTaxDetails: TaxDetailWire[];
  isArchived: boolean;
  linkedQuotes: string[];
  createdAt: string;
  updatedAt: string;
};

export type StatusCount = { status: DocumentStatus; count: number; sumHT: number; sumTTC: number };

export type DocumentPage = { quotes: DocumentSummary[]; nextPage: string | null; statusCounts: StatusCount[] };

export type TotalsWire = {
  totalExcludingTax: number;
  totalTax: number;
  totalIncludingTax: number;
  totalTaxDetails: { taxType: VatCode; base: number; taxAmount: number }[];
  disbursements: number;
};

export type LineProductWire = {
  name: string;
  ref: string | null;
  description: string | null;
  productType: string;
  unitType: string;
  tax: string | null;
  price: number;
};

export type DocumentLineWire = {
  lineId: string;
  productId: string | null;
  product: LineProductWire;
  quantity: number;
  position: number;
  discountType: DiscountType;
  discountValue: number;
  total: number;
  children: { productId: string | null; product: LineProductWire; quantity: number }[];
};

export type DepositWire = {
  depositType: DiscountType;
  depositValue: number;
  numberOfDays: number;
  dueDate: string | null;
  amount: number | null;
  isFinal: boolean;
};

export type DocumentWire = DocumentSummary & {
  globalDiscountType: DiscountType;
  globalDiscountValue: number;
  globalDiscount: number;
  charged: TotalsWire;
  deducted: TotalsWire;
  disbursements: number;
  products: DocumentLineWire[];
  quoteConfig: Record<string, unknown>;
  address: Record<string, unknown> | null;
  /** Where the service takes place (the event's venue), printed « Lieu de la prestation ». */
  serviceAddress?: Record<string, unknown> | null;
  deposits: DepositWire[];
  remainingBalance: number | null;
  mentions: string[];
  signedFilename: string | null;
  /** SHA-256 of the issued original PDF; null for a draft or a quote. */
  originalSha256: string | null;
};

export type DocumentCreated = { id: string; name: string | null; quote: DocumentWire };

/** The body of quote/create and quote/update. */
export type DocumentBody = {
  clientId: string | null;
  eventId: string | null;
  date: string | null;
  expirationDate: string | null;
  dueDate: string | null;
  globalDiscountType: DiscountType;
  globalDiscountValue: number;
  serviceAddress: { street: string; postalCode: string; city: string } | null;
  deposits: { depositType: DiscountType; depositValue: number; numberOfDays: number; dueDate: string | null }[];
};

export type LineBody = {
  productId: string;
  quantity: number;
  position: number;
  discountType: DiscountType;
  discountValue: number;
  unitPrice?: number;
};
