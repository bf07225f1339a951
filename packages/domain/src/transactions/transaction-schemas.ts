import { z } from "zod";
import { attachmentFileTypes, toAttachmentFileType } from "../clients/client-attachment.ts";
import { calendarDateSchema } from "../documents/calendar-dates.ts";
import { nextPageSchema } from "../paging/paging.ts";
import { vatCodes } from "../products/vat.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { allocationTtc, formatSignedEurosFr } from "./transaction-amounts.ts";
import {
  parentCategories,
  TRANSACTION_CURRENCY,
  transactionPaymentMethods,
  transactionSources,
  transactionStatuses,
  transactionTypes,
} from "./transaction-enums.ts";
import { transactionMessages as m } from "./transaction-messages.ts";

/** 100 000 000 € in cents: far above any vendor's line, far below 2^53. */
export const MAX_TRANSACTION_CENTS = 10_000_000_000;
export const MAX_ALLOCATIONS = 50;

/** Amounts are signed integers of cents (an income positive, an expense negative), never zero. */
const centsSchema = (required: string) =>
  z
    .number({ error: required })
    .int(m.amountNotInteger)
    .refine((n) => n !== 0, required)
    .refine((n) => Math.abs(n) <= MAX_TRANSACTION_CENTS, m.amountTooLarge);

export const taxDetailSchema = z.object({
  taxType: z.enum(vatCodes),
  taxAmount: z.number().int(m.amountNotInteger),
});

/** A receipt kept in the media library (category Transaction); the URL is signed when read, never stored. */
export const transactionAttachmentSchema = z.object({
  fileId: requiredText(300, m.labelRequired),
  filename: requiredText(300, m.labelRequired),
  fileType: z.unknown().optional().transform(toAttachmentFileType),
  size: z.number().int().min(0).max(10_000_000_000).nullish().default(null),
});

/** An allocation as create/update send it: amountTTC is the server's (amount excluding tax + its VAT). */
export const allocationInputSchema = z.object({
  label: requiredText(200, m.labelRequired),
  amount: centsSchema(m.amountRequired),
  categoryId: z.uuid({ error: m.categoryNotFound }).nullish().default(null),
  attachment: transactionAttachmentSchema.nullish().default(null),
  totalTaxDetails: z.array(taxDetailSchema).max(vatCodes.length).default([]),
  allocationDate: calendarDateSchema(m.dateRequired),
});
export type AllocationInput = z.output<typeof allocationInputSchema>;

const transactionFields = {
  label: requiredText(200, m.labelRequired),
  description: optionalText(2000),
  amount: centsSchema(m.amountRequired),
  transactionDate: calendarDateSchema(m.dateRequired),
  currencyCode: z.literal(TRANSACTION_CURRENCY).default(TRANSACTION_CURRENCY),
  transactionType: z.enum(transactionTypes, { error: m.typeRequired }),
  bankAccount: optionalText(100),
  status: z.enum(transactionStatuses, { error: m.statusInvalid }).optional(),
  paymentMethod: z.enum(transactionPaymentMethods, { error: m.paymentMethodRequired }),
  allocations: z.array(allocationInputSchema).max(MAX_ALLOCATIONS, m.tooManyAllocations).default([]),
};

type Sums = { amount: number; allocations: { amount: number; totalTaxDetails: { taxAmount: number }[] }[] };

/** The allocations of a transaction, when it has some, add up to it (TTC) and carry its sign. */
export function allocationIssues(t: Sums): { path: (string | number)[]; message: string }[] {
  if (t.allocations.length === 0) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  t.allocations.forEach((a, i) => {
    if (Math.sign(allocationTtc(a as never)) !== Math.sign(t.amount))
      issues.push({ path: ["allocations", i, "amount"], message: m.allocationSign });
  });
  const total = t.allocations.reduce((s, a) => s + allocationTtc(a as never), 0);
  if (total !== t.amount) {
    issues.push({ path: ["allocations"], message: m.allocationsSum(formatSignedEurosFr(t.amount), formatSignedEurosFr(total)) });
  }
  return issues;
}

const checkAllocations = (t: Sums, ctx: z.RefinementCtx) => {
  for (const issue of allocationIssues(t)) ctx.addIssue({ code: "custom", ...issue });
};

export const transactionInputSchema = z.object(transactionFields).superRefine(checkAllocations);
export type TransactionInput = z.output<typeof transactionInputSchema>;

export const transactionCreateSchema = z.object({ vendorId: z.uuid(), ...transactionFields }).superRefine(checkAllocations);
export const transactionUpdateSchema = z
  .object({ vendorId: z.uuid(), transactionId: z.uuid({ error: m.transactionNotFound }), ...transactionFields })
  .superRefine(checkAllocations);
export const transactionDeleteSchema = z.object({ vendorId: z.uuid(), transactionId: z.uuid({ error: m.transactionNotFound }) });

/** List filters, in the URL of the screen and the query of the call. */
const transactionFilters = {
  startDate: calendarDateSchema().optional(),
  endDate: calendarDateSchema().optional(),
  status: z.enum(transactionStatuses).optional(),
  transactionType: z.enum(transactionTypes).optional(),
  categoryId: z.uuid().optional(),
  nextPage: nextPageSchema,
};
export const transactionListQuerySchema = z.object({ vendorId: z.uuid(), ...transactionFilters });
export type TransactionListQuery = Omit<z.output<typeof transactionListQuerySchema>, "vendorId"> & { searchTerm?: string };

export const transactionSearchQuerySchema = z.object({ vendorId: z.uuid().optional(), nextPage: nextPageSchema });
export const transactionSearchBodySchema = z.object({
  vendorId: z.uuid(),
  searchTerm: z.string().trim().max(200).default(""),
  ...transactionFilters,
});

export const allocationWireSchema = z.object({
  allocationId: z.string(),
  label: z.string(),
  amount: z.number(),
  amountTTC: z.number(),
  categoryId: z.string().nullable(),
  attachment: z
    .object({ fileId: z.string(), filename: z.string(), fileType: z.enum(attachmentFileTypes), size: z.number().nullable() })
    .nullable(),
  totalTaxDetails: z.array(z.object({ taxType: z.enum(vatCodes), taxAmount: z.number() })),
  allocationDate: z.string(),
  /** The invoice or deposit invoice this allocation pays, when it pays one. */
  quoteId: z.string().nullable(),
  quoteName: z.string().nullable(),
});
export type AllocationWire = z.output<typeof allocationWireSchema>;

export const transactionWireSchema = z.object({
  transactionId: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  amount: z.number(),
  transactionDate: z.string(),
  allocations: z.array(allocationWireSchema),
  currencyCode: z.string(),
  transactionType: z.enum(transactionTypes),
  bankAccount: z.string().nullable(),
  status: z.enum(transactionStatuses),
  paymentMethod: z.enum(transactionPaymentMethods),
  source: z.enum(transactionSources),
  counterparty: z.string().nullable(),
  /** The transaction a reversing entry cancels. */
  reversesId: z.string().nullable(),
  createdAt: z.string(),
});
export type TransactionWire = z.output<typeof transactionWireSchema>;

export const transactionListWireSchema = z.object({
  transactions: z.array(transactionWireSchema),
  nextPage: z.string().nullable(),
  totalCount: z.number(),
});
export type TransactionListWire = z.output<typeof transactionListWireSchema>;

export const categoryWireSchema = z.object({
  categoryId: z.string(),
  code: z.string(),
  parentCategory: z.enum(parentCategories),
  category: z.string(),
  description: z.string().nullable(),
  isVisible: z.boolean(),
  account: z.string(),
});
export type CategoryWire = z.output<typeof categoryWireSchema>;

export const transactionConfigWireSchema = z.object({
  categories: z.array(categoryWireSchema),
  fiscalDateStart: z.string(),
  fiscalDateEnd: z.string(),
});
export type TransactionConfigWire = z.output<typeof transactionConfigWireSchema>;

export const categoryInputSchema = z.object({
  categoryId: z.uuid().optional(),
  code: requiredText(40, m.categoryCodeRequired),
  parentCategory: z.enum(parentCategories),
  category: requiredText(120, m.categoryNameRequired),
  description: optionalText(300),
  isVisible: z.boolean().default(true),
  account: z
    .string()
    .trim()
    .regex(/^\d{3}[0-9A-Za-z]{0,17}$/, m.accountInvalid),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

export const transactionConfigUpdateSchema = z
  .object({
    vendorId: z.uuid(),
    categories: z.array(categoryInputSchema).max(200).optional(),
    fiscalDateStart: calendarDateSchema(m.dateRequired).optional(),
    fiscalDateEnd: calendarDateSchema(m.dateRequired).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.fiscalDateStart && c.fiscalDateEnd && c.fiscalDateEnd <= c.fiscalDateStart) {
      ctx.addIssue({ code: "custom", path: ["fiscalDateEnd"], message: m.fiscalEndBeforeStart });
    }
  });
export type TransactionConfigUpdate = Omit<z.output<typeof transactionConfigUpdateSchema>, "vendorId">;

export const vendorOnlyBodySchema = z.object({ vendorId: z.uuid() });
export const transactionConfigQuerySchema = z.object({ vendorId: z.uuid() });

export const transactionStatsQuerySchema = z.object({ vendorId: z.uuid(), displayDate: calendarDateSchema(m.dateRequired) });

const vatDetails = z.array(z.object({ taxType: z.enum(vatCodes), taxAmount: z.number() }));
export const transactionStatsWireSchema = z.object({
  /** Net of the fiscal year holding displayDate (incomes − expenses, cents). */
  yearlyTotal: z.number(),
  /** Net of displayDate's month. */
  monthlyTotal: z.number(),
  /** VAT collected − VAT on expenses of the month. */
  monthlyVatTotal: z.number(),
  /** VAT collected in the month per rate. */
  vatDetails,
  /** Its part due at invoicing: goods (and services under the option for debits), on the invoice's day. */
  vatAtInvoicingDetails: vatDetails,
  /** Its part due on receipt: services, on each payment's day. */
  vatOnReceiptDetails: vatDetails,
  fiscalYear: z.object({ start: z.string(), end: z.string() }),
  months: z.array(
    z.object({ month: z.string(), income: z.number(), expense: z.number(), vatCollected: z.number(), vatDeductible: z.number() }),
  ),
  deductibleVatDetails: vatDetails,
});
export type TransactionStatsWire = z.output<typeof transactionStatsWireSchema>;

export const transactionExportQuerySchema = z
  .object({
    vendorId: z.uuid(),
    startDate: calendarDateSchema(m.dateRequired),
    endDate: calendarDateSchema(m.dateRequired),
    format: z.enum(["CSV", "XLSX", "FEC", "RECEIPTS"]).default("CSV"),
  })
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.periodInvalid });
  });
export const transactionExportWireSchema = z.object({ url: z.string(), filename: z.string() });
