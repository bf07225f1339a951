import type {
  DiscountType,
  lineSchema,
  quoteCreatedSchema,
  quotePageSchema,
  quoteSchema,
  quoteSummarySchema,
  statusCountSchema,
} from "@cortege/domain";
import type { z } from "zod";

/**
 * The documents calls' shapes, read from the schemas the API validates and answers with
 * (@cortege/domain document-wire-schemas.ts): euros with 2 decimals, percentages as 12.5.
 */

export type DocumentSummary = z.output<typeof quoteSummarySchema>;
export type TaxDetailWire = DocumentSummary["totalTaxDetails"][number];
export type StatusCount = z.output<typeof statusCountSchema>;
export type DocumentPage = z.output<typeof quotePageSchema>;
export type DocumentWire = z.output<typeof quoteSchema>;
export type TotalsWire = DocumentWire["charged"];
export type DocumentLineWire = z.output<typeof lineSchema>;
export type LineProductWire = DocumentLineWire["product"];
export type DepositWire = DocumentWire["deposits"][number];
export type DocumentCreated = z.output<typeof quoteCreatedSchema>;

/**
 * The body of quote/create and quote/update as the form builds it: narrower than what the route's
 * schema accepts (quoteCreateSchema), which also takes absent and null fields.
 */
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
