import { z } from "zod";
import { addressSchema } from "../contact/address.ts";
import { contactMessages } from "../contact/messages.ts";
import { limitSchema, nextPageSchema, queryBooleanSchema } from "../paging/paging.ts";
import { vatCodes } from "../products/vat.ts";
import { optionalText } from "../text/plain-text.ts";
import { calendarDateSchema } from "./calendar-dates.ts";
import { paymentInputSchema } from "./document-payments.ts";
import { documentStatuses } from "./document-statuses.ts";
import { quoteTypes } from "./document-types.ts";
import { documentMessages } from "./messages.ts";
import { numberDateFormats } from "./numbering.ts";
import { paymentTermCodes } from "./payment-terms.ts";
import {
  infosToDisplayValues,
  methodsOfPayment,
  quoteConfigFieldsSchema,
  quoteConfigPatchSchema,
} from "./quote-config-schema.ts";

/**
 * Wire shapes of the documents calls (part 2 §7 "Quotes"). The spec names the fields, not their
 * shapes: amounts travel as euros with 2 decimals, percentages as 12.5, dates as YYYY-MM-DD
 * (docs/decisions.md "Documents (API)").
 */

export const documentApiMessages = {
  documentNotFound: "Document introuvable.",
  clientNotFound: "Client introuvable.",
  eventNotFound: "Événement introuvable.",
  productNotFound: "Product not found",
  conversionRefused: "Ce document ne peut pas être converti dans ce type.",
  createOnlyQuoteOrInvoice:
    "Une facture d'acompte se crée depuis un devis, et un avoir depuis une facture : utilisez la conversion du document.",
  creditNeedsIssuedInvoice: "Seule une facture émise peut faire l'objet d'un avoir.",
  depositNeedsQuote: "Une facture d'acompte se crée depuis un devis.",
  finalInvoiceExists:
    "Une facture de solde existe déjà pour ce devis : émettez un avoir sur celle-ci avant d'en créer une autre.",
  noDepositLeft: "Tous les acomptes de l'échéancier ont déjà été facturés.",
  fixedAmountLines: "Les lignes d'une facture d'acompte ou d'un avoir sur montant ne se modifient pas.",
  signOnlyQuote: "Seul un devis peut être signé.",
  missingMentions: "Des informations obligatoires manquent pour émettre ce document.",
  dateInvalid: "La date est invalide.",
  quantityInvalid: "La quantité doit être supérieure à 0, avec au plus 3 décimales.",
  amountInvalid: "Le montant doit être un nombre positif avec au plus 2 décimales.",
  filenameRequired: "Le fichier signé est requis.",
  noRecipient: "Aucun destinataire : renseignez une adresse e-mail ou celle du client.",
  tooManyRecipients: "Pas plus de 20 destinataires.",
  noVendorEmail: "Renseignez l'e-mail de contact de votre entreprise pour recevoir une copie.",
  canceledNotSent: "Un document annulé ne peut pas être envoyé.",
  idsRequired: "Sélectionnez au moins un document.",
  tooManyIds: "Pas plus de 100 documents à la fois.",
  colorInvalid: "La couleur doit être au format #RRGGBB.",
  ibanInvalid: "L'IBAN est invalide.",
  bicInvalid: "Le BIC est invalide.",
  ribKeyInvalid: "La clé RIB est invalide.",
} as const;

export const documentErrorCodes = {
  DOCUMENT_NOT_FOUND: "DOCUMENT_NOT_FOUND",
  DOCUMENT_NOT_EDITABLE: "DOCUMENT_NOT_EDITABLE",
  DOCUMENT_NOT_DELETABLE: "DOCUMENT_NOT_DELETABLE",
  STATUS_REFUSED: "STATUS_REFUSED",
  MENTIONS_MISSING: "MENTIONS_MISSING",
  NUMBERING_REFUSED: "NUMBERING_REFUSED",
  CONVERSION_REFUSED: "CONVERSION_REFUSED",
  AMOUNT_REFUSED: "AMOUNT_REFUSED",
  PRODUCT_NOT_FOUND: "PRODUCT_NOT_FOUND",
} as const;

const m = documentApiMessages;
const vendorId = z.uuid({ error: "Prestataire introuvable." });
const quoteId = z.uuid({ error: m.documentNotFound });
const clientIdOptional = z.uuid({ error: m.clientNotFound }).nullish();
const quoteType = z.enum(quoteTypes).catch("QUOTE").default("QUOTE");
// Years 1900–2200: year 0000 or 99999 is refused here, not by the database.
const calendarDate = calendarDateSchema(m.dateInvalid);
const optionalDate = calendarDate.nullish().transform((v) => v ?? null);

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** Euros, positive or zero, at most 2 decimals, below 10 million. */
const euros = z
  .number({ error: m.amountInvalid })
  .min(0, m.amountInvalid)
  .max(9_999_999.99, m.amountInvalid)
  .refine(twoDecimals, m.amountInvalid);
const discountType = z.enum(["PERCENTAGE", "FIXED"]).catch("PERCENTAGE").default("PERCENTAGE");
const discountValue = euros.nullish().transform((v) => v ?? 0);

export const lineInputSchema = z.object({
  productId: z.uuid({ error: m.productNotFound }),
  quantity: z
    .number({ error: m.quantityInvalid })
    .gt(0, m.quantityInvalid)
    .max(100_000, m.quantityInvalid)
    .refine((q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6, m.quantityInvalid),
  position: z.number().int().min(0).max(10_000).optional(),
  discountType,
  discountValue,
  /** The line's wording, when it differs from the catalogue's. */
  name: optionalText(200),
  description: optionalText(5000),
  /** A simple product's price excluding tax for this document (euros); a bundle's comes from its lines. */
  unitPrice: euros.nullish(),
});
export type DocumentLineInput = z.output<typeof lineInputSchema>;

export const depositEntrySchema = z.object({
  depositType: z.enum(["PERCENTAGE", "FIXED"]).catch("PERCENTAGE").default("PERCENTAGE"),
  depositValue: z.number({ error: documentMessages.depositRequired }).gt(0, documentMessages.depositRequired).max(9_999_999.99),
  numberOfDays: z.number().int().min(0).max(3650).default(0),
  dueDate: optionalDate,
});
export type DepositEntry = z.output<typeof depositEntrySchema>;

const documentFields = z.object({
  clientId: clientIdOptional,
  eventId: z.uuid({ error: m.eventNotFound }).nullish(),
  date: optionalDate,
  expirationDate: optionalDate,
  dueDate: optionalDate,
  globalDiscountType: discountType,
  globalDiscountValue: discountValue,
  address: addressSchema.nullish().transform((v) => v ?? null),
  /** Where the service takes place (the event's venue): printed as « Lieu de la prestation ». */
  serviceAddress: addressSchema.nullish().transform((v) => v ?? null),
  deposits: z
    .array(depositEntrySchema)
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
});
export type DocumentFields = z.output<typeof documentFields>;

const productsInput = z
  .array(lineInputSchema, { error: documentMessages.productsRequired })
  .min(1, documentMessages.productsRequired)
  .max(200);

// ---- Quote config -------------------------------------------------------------------------------
// The schema lives in the domain: the settings screen validates with the same one.

export const quoteConfigUpdateSchema = z.object({ vendorId, config: quoteConfigPatchSchema });

// ---- Calls --------------------------------------------------------------------------------------

export const quoteListQuerySchema = z.object({
  vendorId,
  quoteType,
  isArchived: queryBooleanSchema.default(false),
  nextPage: nextPageSchema,
  limit: limitSchema,
});
export const quoteSearchQuerySchema = quoteListQuerySchema.extend({
  searchTerm: z.string().max(200, "La recherche est trop longue.").optional(),
});
export const quoteStatusListQuerySchema = quoteListQuerySchema.extend({ status: z.enum(documentStatuses).catch("DRAFT") });
export const quoteClientListQuerySchema = z.object({ vendorId, clientId: z.uuid({ error: m.clientNotFound }) });
export const quoteQuerySchema = z.object({ vendorId, quoteType, quoteId, clientId: clientIdOptional });
export const quoteLinkedSchema = z.object({
  vendorId,
  quoteIds: z.array(quoteId).min(1, m.idsRequired).max(100, m.tooManyIds),
});

export const quoteCreateSchema = z.object({
  vendorId,
  quoteType,
  quote: documentFields.extend({ clientId: z.uuid({ error: documentMessages.clientRequired }) }),
  products: productsInput,
  quoteConfig: quoteConfigFieldsSchema.partial().nullish(),
});
export const quoteUpdateSchema = z.object({
  vendorId,
  quoteType,
  quoteId,
  quote: documentFields.extend({ clientId: z.uuid({ error: documentMessages.clientRequired }) }),
  products: productsInput.optional(),
  quoteConfig: quoteConfigFieldsSchema.partial().nullish(),
});
export type QuoteCreate = z.output<typeof quoteCreateSchema>;
export type QuoteUpdate = z.output<typeof quoteUpdateSchema>;

const idList = z.array(quoteId, { error: m.idsRequired }).min(1, m.idsRequired).max(100, m.tooManyIds);
export const quoteArchiveSchema = z.object({
  vendorId,
  quoteType,
  quotesToArchive: idList,
  isArchived: z.boolean().default(true),
});
export const quoteDeleteSchema = z.object({ vendorId, quoteType, quotesToDelete: idList });
export const quoteSignSchema = z.object({
  vendorId,
  quoteId,
  clientId: clientIdOptional,
  filename: z.string({ error: m.filenameRequired }).trim().min(1, m.filenameRequired).max(255, m.filenameRequired),
});
export const quoteStatusSchema = z.object({
  vendorId,
  quoteType,
  quoteId,
  clientId: clientIdOptional,
  // Unknown values become DRAFT (part 2 §4).
  status: z.enum(documentStatuses).catch("DRAFT"),
  /** An accepted quote (APPROVED, SIGNED) moves its event to RESERVATION_CONFIRMED. */
  confirmReservation: z.boolean({ error: "La confirmation de réservation doit valoir vrai ou faux." }).optional(),
  /** To PAID: the payment received, of what remains (issue 16 §6); refused without it. */
  payment: paymentInputSchema.optional(),
});
export const quoteDuplicateSchema = z.object({
  vendorId,
  quoteType,
  quoteTypeDestination: z.enum(quoteTypes).catch("QUOTE").default("QUOTE"),
  quoteId,
  clientId: clientIdOptional,
  /** QUOTE → DEPOSIT: which entry of the schedule (default: the first not yet invoiced)… */
  depositIndex: z.number().int().min(0).max(19).optional(),
  /** …or a deposit of its own. */
  deposit: z
    .object({
      depositType: z.enum(["PERCENTAGE", "FIXED"]).catch("PERCENTAGE").default("PERCENTAGE"),
      depositValue: z.number({ error: documentMessages.depositRequired }).gt(0, documentMessages.depositRequired),
    })
    .optional(),
  /** INVOICE/DEPOSIT → CREDIT_NOTE: an amount including tax; the whole remainder when absent. */
  amount: euros.optional(),
});
export const vendorQuerySchema = z.object({ vendorId });
/** quote/send-email (the spec shows no shape; docs/decisions.md "Documents (PDF, sending, expiry)"). */
export const quoteSendEmailSchema = z.object({
  vendorId,
  quoteType,
  quoteId,
  clientId: clientIdOptional,
  /** The recipients; the client's contacts' addresses when absent or empty. */
  emails: z
    .array(
      z
        .string()
        .trim()
        .pipe(z.email({ error: contactMessages.emailInvalid })),
      { error: contactMessages.emailInvalid },
    )
    .max(20, m.tooManyRecipients)
    .optional(),
  /** Subject and body as templates ({{client}}, {{numero}}…); the quote config's when absent. */
  subject: optionalText(300),
  body: optionalText(10_000),
  sendCopyToSelf: z.boolean().default(false),
});
export type QuoteSendEmail = z.output<typeof quoteSendEmailSchema>;

/** GET quote/pdf (our path: the spec names no PDF call). */
export const quotePdfQuerySchema = z.object({ vendorId, quoteType, quoteId });

// ---- Answers ------------------------------------------------------------------------------------

const taxDetailSchema = z.object({ taxType: z.enum(vatCodes), base: z.number(), taxAmount: z.number() });
const totalsSchema = z.object({
  totalExcludingTax: z.number(),
  totalTax: z.number(),
  totalIncludingTax: z.number(),
  totalTaxDetails: z.array(taxDetailSchema),
  disbursements: z.number(),
});

const lineProductSchema = z.object({
  name: z.string(),
  ref: z.string().nullable(),
  description: z.string().nullable(),
  productType: z.string(),
  unitType: z.string(),
  tax: z.string().nullable(),
  price: z.number(),
});
const lineChildSchema = z.object({ productId: z.string().nullable(), product: lineProductSchema, quantity: z.number() });
export const lineSchema = z.object({
  lineId: z.string(),
  productId: z.string().nullable(),
  product: lineProductSchema,
  quantity: z.number(),
  position: z.number(),
  discountType: z.enum(["PERCENTAGE", "FIXED"]),
  discountValue: z.number(),
  /** The line after its own discount, excluding tax. */
  total: z.number(),
  children: z.array(lineChildSchema),
});

const summaryShape = {
  quoteId: z.string(),
  name: z.string().nullable(),
  quoteType: z.enum(quoteTypes),
  status: z.enum(documentStatuses),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  eventId: z.string().nullable(),
  date: z.string().nullable(),
  expirationDate: z.string().nullable(),
  issuedDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  totalExcludingTax: z.number(),
  totalTax: z.number(),
  totalIncludingTax: z.number(),
  totalTaxDetails: z.array(z.object({ taxType: z.enum(vatCodes), taxAmount: z.number() })),
  isArchived: z.boolean(),
  linkedQuotes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const quoteSummarySchema = z.object(summaryShape);
export const quoteSchema = z.object({
  ...summaryShape,
  globalDiscountType: z.enum(["PERCENTAGE", "FIXED"]),
  globalDiscountValue: z.number(),
  globalDiscount: z.number(),
  /** What the document charges itself; the spec's totals above are what remains due after `deducted`. */
  charged: totalsSchema,
  deducted: totalsSchema,
  disbursements: z.number(),
  products: z.array(lineSchema),
  quoteConfig: z.record(z.string(), z.unknown()),
  address: z.record(z.string(), z.unknown()).nullable(),
  serviceAddress: z.record(z.string(), z.unknown()).nullable(),
  deposits: z.array(
    z.object({
      depositType: z.enum(["PERCENTAGE", "FIXED"]),
      depositValue: z.number(),
      numberOfDays: z.number(),
      dueDate: z.string().nullable(),
      amount: z.number().nullable(),
      isFinal: z.boolean(),
    }),
  ),
  remainingBalance: z.number().nullable(),
  mentions: z.array(z.string()),
  signedFilename: z.string().nullable(),
  /** SHA-256 (hex) of the issued original PDF; null for a draft or a quote (rendered live). */
  originalSha256: z.string().nullable(),
});
export type QuoteWire = z.infer<typeof quoteSchema>;
export type QuoteSummaryWire = z.infer<typeof quoteSummarySchema>;

export const statusCountSchema = z.object({
  status: z.enum(documentStatuses),
  count: z.number(),
  sumHT: z.number(),
  sumTTC: z.number(),
});
export const quotePageSchema = z.object({
  quotes: z.array(quoteSummarySchema),
  nextPage: z.string().nullable(),
  statusCounts: z.array(statusCountSchema),
});
export const quotesSchema = z.object({ quotes: z.array(quoteSummarySchema) });
export const quoteCreatedSchema = z.object({ id: z.string(), name: z.string().nullable(), quote: quoteSchema });
export const quoteArchiveResponseSchema = z.object({ quotesToArchive: z.array(z.string()) });
export const quoteDeleteResponseSchema = z.object({ quotesToDelete: z.array(z.string()) });
// Answers are encoded, not parsed: their schemas carry no transform.
const numberingOutput = z.object({
  prefix: z.string(),
  date: z.enum(numberDateFormats),
  number: z.number(),
  counter: z.number(),
  locked: z.boolean(),
});
const nullableString = z.string().nullable();
export const quoteConfigResponseSchema = z.object({
  backgroundColor: nullableString,
  color: nullableString,
  logo: nullableString,
  methodOfPayment: z.enum(methodsOfPayment),
  paymentTerms: z.object({ code: z.enum(paymentTermCodes), days: z.number().nullish() }),
  latePaymentPenalties: nullableString,
  earlyPaymentDiscount: nullableString,
  electronicSignature: nullableString,
  headerNote: nullableString,
  otherMentions: nullableString,
  isVat: z.boolean(),
  vatMention: nullableString,
  vatOnDebits: z.boolean(),
  approvedBy: nullableString,
  infosToDisplay: z.array(z.enum(infosToDisplayValues)),
  bankDetails: z
    .object({
      name: nullableString,
      bic: nullableString,
      countryCode: nullableString,
      checkDigits: nullableString,
      bankCode: nullableString,
      branchCode: nullableString,
      accountNumber: nullableString,
      ribKey: nullableString,
    })
    .nullable(),
  depositAccountBalanceDate: nullableString,
  isDepositAccountBalanceDate: z.boolean(),
  attachments: z.array(z.string()),
  emailTemplate: nullableString,
  titleEmailTemplate: nullableString,
  numbering: z.object({
    QUOTE: numberingOutput,
    INVOICE: numberingOutput,
    CREDIT_NOTE: numberingOutput,
    DEPOSIT: numberingOutput,
  }),
});
export const electronicSignatureSchema = z.object({ electronicSignature: z.string().nullable() });
