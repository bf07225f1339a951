import type {
  lineInputSchema,
  lineSchema,
  quoteCreatedSchema,
  quotePageSchema,
  quoteSchema,
  quoteSummarySchema,
  quoteUpdateSchema,
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

/** The body of quote/create and quote/update: what the route's schema takes (its input side). */
export type DocumentBody = z.input<typeof quoteUpdateSchema>["quote"];
export type LineBody = z.input<typeof lineInputSchema>;
