import { z } from "zod";
import { optionalText } from "../text/plain-text.ts";
import { bankDetailsIssues, bankMessages } from "./bank-details.ts";
import { calendarDateSchema } from "./calendar-dates.ts";
import { type QuoteType, quoteTypes } from "./document-types.ts";
import { DEFAULT_LATE_PAYMENT_PENALTIES } from "./mandatory-mentions.ts";
import { type NumberFormat, numberDateFormats, numberFormatsIssues } from "./numbering.ts";
import { DEFAULT_PAYMENT_TERMS, paymentTermCodes, paymentTermsIssue } from "./payment-terms.ts";

/**
 * The quote config (part 2 §3 "Quote config"): one schema for the settings screen and for
 * quote/config/update (the server adds vendorId around it), so both say the same French messages.
 */
export const quoteConfigMessages = {
  colorInvalid: "La couleur doit être au format #RRGGBB.",
  ...bankMessages,
} as const;

export const methodsOfPayment = ["CREDIT_CARD", "BANK_TRANSFER", "PAYPAL", "CASH", "CHECK"] as const;
export type MethodOfPayment = (typeof methodsOfPayment)[number];
export const infosToDisplayValues = ["FULL_NAME", "EMAIL", "PHONE", "ADDRESS", "LEGAL_MENTIONS"] as const;
export type InfoToDisplay = (typeof infosToDisplayValues)[number];

const m = quoteConfigMessages;
const color = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, m.colorInvalid)
  .nullish()
  .transform((v) => v ?? null);

export const numberFormatSchema = z.object({
  prefix: z.string().max(10),
  date: z.enum(numberDateFormats),
  number: z.number().int(),
  counter: z.number().int().optional(),
});

export const bankDetailsSchema = z.object({
  name: optionalText(120),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, m.bicInvalid)
    .nullish()
    .or(z.literal(""))
    .transform((v) => v || null),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, m.ibanInvalid)
    .nullish()
    .transform((v) => v ?? null),
  checkDigits: z
    .string()
    .regex(/^\d{2}$/, m.ibanInvalid)
    .nullish()
    .transform((v) => v ?? null),
  bankCode: z
    .string()
    .regex(/^\d{5}$/, m.ibanInvalid)
    .nullish()
    .transform((v) => v ?? null),
  branchCode: z
    .string()
    .regex(/^\d{5}$/, m.ibanInvalid)
    .nullish()
    .transform((v) => v ?? null),
  accountNumber: z
    .string()
    .regex(/^[A-Z0-9]{11}$/, m.ibanInvalid)
    .nullish()
    .transform((v) => v ?? null),
  ribKey: z
    .string()
    .regex(/^\d{2}$/, m.ribKeyInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type BankDetails = z.output<typeof bankDetailsSchema>;

export const quoteConfigFieldsSchema = z.object({
  backgroundColor: color,
  color,
  logo: optionalText(200),
  methodOfPayment: z.enum(methodsOfPayment).catch("BANK_TRANSFER").default("BANK_TRANSFER"),
  paymentTerms: z
    .object({ code: z.enum(paymentTermCodes), days: z.number().int().min(0).max(365).nullish() })
    .default(DEFAULT_PAYMENT_TERMS),
  latePaymentPenalties: optionalText(1000).default(DEFAULT_LATE_PAYMENT_PENALTIES),
  earlyPaymentDiscount: optionalText(500),
  electronicSignature: optionalText(200),
  headerNote: optionalText(2000),
  otherMentions: optionalText(5000),
  isVat: z.boolean().default(true),
  vatMention: optionalText(300),
  /** « Option pour le paiement de la taxe d'après les débits » (art. 269-2-c CGI): printed on invoices of services. */
  vatOnDebits: z.boolean().default(false),
  approvedBy: optionalText(200),
  infosToDisplay: z
    .array(z.enum(infosToDisplayValues))
    .max(10)
    .default([...infosToDisplayValues]),
  bankDetails: bankDetailsSchema.nullish().transform((v) => v ?? null),
  depositAccountBalanceDate: calendarDateSchema("La date est invalide.")
    .nullish()
    .transform((v) => v ?? null),
  isDepositAccountBalanceDate: z.boolean().default(true),
  attachments: z.array(z.string().max(200)).max(20).default([]),
  emailTemplate: optionalText(10_000),
  titleEmailTemplate: optionalText(300),
});
export type QuoteConfigFields = z.output<typeof quoteConfigFieldsSchema>;

export const numberingSchema = z.object({
  QUOTE: numberFormatSchema,
  INVOICE: numberFormatSchema,
  CREDIT_NOTE: numberFormatSchema,
  DEPOSIT: numberFormatSchema,
});

export const quoteConfigSchema = quoteConfigFieldsSchema.extend({ numbering: numberingSchema });
export type QuoteConfig = z.output<typeof quoteConfigSchema>;

/** The `config` of quote/config/update: any subset of the fields, any subset of the four formats. */
export const quoteConfigPatchSchema = quoteConfigFieldsSchema
  .partial()
  .extend({ numbering: numberingSchema.partial().optional() });

export type ConfigIssue = { path: string; message: string };

/**
 * The rules that hold several fields together, as the server checks them on the merged config: the
 * four numbering formats (each valid, each prefix its own), the bank details, the payment terms.
 */
export function quoteConfigIssues(config: {
  numbering?: Partial<Record<QuoteType, NumberFormat>> | undefined;
  bankDetails?: BankDetails | null | undefined;
  paymentTerms?: QuoteConfigFields["paymentTerms"] | undefined;
}): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const numbering = config.numbering;
  if (numbering && quoteTypes.every((t) => numbering[t])) {
    for (const issue of numberFormatsIssues(numbering as Record<QuoteType, NumberFormat>)) {
      issues.push({ path: `numbering.${issue.path}`, message: issue.message });
    }
  }
  if (config.bankDetails) issues.push(...bankDetailsIssues(config.bankDetails));
  if (config.paymentTerms) {
    const terms = paymentTermsIssue(config.paymentTerms, null);
    if (terms) issues.push({ path: "paymentTerms.days", message: terms });
  }
  return issues;
}

/** The settings screen's schema: the patch with the cross-field rules, each issue on its field. */
export const quoteConfigFormSchema = quoteConfigPatchSchema.superRefine((config, ctx) => {
  for (const issue of quoteConfigIssues(config)) {
    ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
  }
});
