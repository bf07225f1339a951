import {
  counterChangeIssue,
  formatIban,
  type InfoToDisplay,
  ibanIssue,
  ibanOf,
  initialNumberingState,
  type MethodOfPayment,
  type NumberDateFormat,
  normalizeBankCode,
  type PaymentTermCode,
  type QuoteType,
  quoteConfigFormSchema,
  quoteTypes,
  splitFrenchIban,
} from "@cortege/domain";
import type { QuoteConfigWire } from "../api/use-quote-config.ts";

export type NumberingValues = {
  prefix: string;
  date: NumberDateFormat;
  number: number;
  /** The counter of the next document; only editable while the series is unused. */
  counter: number | null;
  locked: boolean;
};

/** What /ventes/parametres edits, as typed ("" for an empty text); the body is built from it. */
export type QuoteConfigFormValues = {
  backgroundColor: string;
  color: string;
  logo: string | null;
  electronicSignature: string | null;
  attachments: string[];
  methodOfPayment: MethodOfPayment;
  paymentTermsCode: PaymentTermCode;
  paymentTermsDays: number | null;
  latePaymentPenalties: string;
  earlyPaymentDiscount: string;
  headerNote: string;
  otherMentions: string;
  isVat: boolean;
  vatMention: string;
  vatOnDebits: boolean;
  approvedBy: string;
  infosToDisplay: InfoToDisplay[];
  bankName: string;
  iban: string;
  bic: string;
  isDepositAccountBalanceDate: boolean;
  depositAccountBalanceDate: string | null;
  numbering: Record<QuoteType, NumberingValues>;
  titleEmailTemplate: string;
  emailTemplate: string;
};

const text = (value: string | null | undefined) => value ?? "";
const orNull = (value: string) => (value.trim() === "" ? null : value);

export function quoteConfigFormValues(config: QuoteConfigWire): QuoteConfigFormValues {
  const bank = config.bankDetails;
  const numbering = Object.fromEntries(
    quoteTypes.map((type) => {
      const s = config.numbering[type];
      return [type, { prefix: s.prefix, date: s.date, number: s.number, counter: s.counter, locked: s.locked }];
    }),
  ) as Record<QuoteType, NumberingValues>;
  return {
    backgroundColor: text(config.backgroundColor),
    color: text(config.color),
    logo: config.logo ?? null,
    electronicSignature: config.electronicSignature ?? null,
    attachments: config.attachments ?? [],
    methodOfPayment: config.methodOfPayment,
    paymentTermsCode: config.paymentTerms.code,
    paymentTermsDays: config.paymentTerms.days ?? null,
    latePaymentPenalties: text(config.latePaymentPenalties),
    earlyPaymentDiscount: text(config.earlyPaymentDiscount),
    headerNote: text(config.headerNote),
    otherMentions: text(config.otherMentions),
    isVat: config.isVat,
    vatMention: text(config.vatMention),
    vatOnDebits: config.vatOnDebits ?? false,
    approvedBy: text(config.approvedBy),
    infosToDisplay: config.infosToDisplay,
    bankName: text(bank?.name),
    iban: formatIban(ibanOf(bank)),
    bic: text(bank?.bic),
    isDepositAccountBalanceDate: config.isDepositAccountBalanceDate,
    depositAccountBalanceDate: config.depositAccountBalanceDate ?? null,
    numbering,
    titleEmailTemplate: text(config.titleEmailTemplate),
    emailTemplate: text(config.emailTemplate),
  };
}

/**
 * The `config` of quote/config/update. The IBAN is cut into the RIB parts the config stores (a French
 * IBAN: the resolver refuses any other); a counter travels only while its series is unused.
 */
export function quoteConfigBody(values: QuoteConfigFormValues): Record<string, unknown> {
  const iban = normalizeBankCode(values.iban);
  const parts = iban === "" ? null : splitFrenchIban(iban);
  const bic = normalizeBankCode(values.bic);
  const hasBank = parts !== null || bic !== "" || values.bankName.trim() !== "";
  return {
    backgroundColor: orNull(values.backgroundColor),
    color: orNull(values.color),
    logo: values.logo,
    electronicSignature: values.electronicSignature,
    attachments: values.attachments,
    methodOfPayment: values.methodOfPayment,
    paymentTerms: {
      code: values.paymentTermsCode,
      days: values.paymentTermsCode === "CUSTOM_DAYS" ? values.paymentTermsDays : null,
    },
    latePaymentPenalties: orNull(values.latePaymentPenalties),
    earlyPaymentDiscount: orNull(values.earlyPaymentDiscount),
    headerNote: orNull(values.headerNote),
    otherMentions: orNull(values.otherMentions),
    isVat: values.isVat,
    vatMention: values.isVat ? null : orNull(values.vatMention),
    // The debits option only exists for a vendor that charges VAT.
    vatOnDebits: values.isVat && values.vatOnDebits,
    approvedBy: orNull(values.approvedBy),
    infosToDisplay: values.infosToDisplay,
    bankDetails: hasBank
      ? {
          name: orNull(values.bankName),
          bic: bic === "" ? null : bic,
          countryCode: parts?.countryCode ?? null,
          checkDigits: parts?.checkDigits ?? null,
          bankCode: parts?.bankCode ?? null,
          branchCode: parts?.branchCode ?? null,
          accountNumber: parts?.accountNumber ?? null,
          ribKey: parts?.ribKey ?? null,
        }
      : null,
    isDepositAccountBalanceDate: values.isDepositAccountBalanceDate,
    depositAccountBalanceDate: values.depositAccountBalanceDate,
    numbering: Object.fromEntries(
      quoteTypes.map((type) => {
        const n = values.numbering[type];
        const format = { prefix: n.prefix.trim(), date: n.date, number: n.number };
        return [type, n.locked || n.counter === null ? format : { ...format, counter: n.counter }];
      }),
    ),
    titleEmailTemplate: orNull(values.titleEmailTemplate),
    emailTemplate: orNull(values.emailTemplate),
  };
}

/** A form field and the French message to show under it. */
export type FormIssue = { field: string; message: string };

/** Where the schema's paths show on the screen: the stored RIB parts are typed as one IBAN. */
function fieldOf(path: string): string {
  if (path === "bankDetails.bic") return "bic";
  if (path === "bankDetails.name") return "bankName";
  if (path.startsWith("bankDetails")) return "iban";
  if (path.startsWith("paymentTerms")) return "paymentTermsDays";
  return path;
}

/**
 * The form checked with the server's schema (quoteConfigFormSchema, the same French messages), the
 * IBAN as typed, and each unused counter; one message per field, the first found.
 */
export function quoteConfigIssues(values: QuoteConfigFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: string, message: string) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, message });
  };
  const iban = ibanIssue(values.iban);
  if (iban) add("iban", iban);
  for (const type of quoteTypes) {
    const n = values.numbering[type];
    if (n.locked) continue;
    const problem = counterChangeIssue(initialNumberingState(), n.counter ?? Number.NaN);
    if (problem) add(`numbering.${type}.counter`, problem);
  }
  const parsed = quoteConfigFormSchema.safeParse(quoteConfigBody(values));
  if (!parsed.success) for (const issue of parsed.error.issues) add(fieldOf(issue.path.join(".")), issue.message);
  return issues;
}
