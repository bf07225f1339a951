import type { ClientType } from "../clients/client-statuses.ts";
import { addDays, endOfMonth } from "./calendar-dates.ts";
import { documentMessages as m } from "./messages.ts";

/**
 * Payment terms of the quote config (the spec names `paymentTerms` without its values,
 * docs/decisions.md "Documents"): the terms French vendors print.
 */
export const paymentTermCodes = [
  "UPON_RECEIPT",
  "DAYS_15",
  "DAYS_30",
  "DAYS_45",
  "DAYS_60",
  "END_OF_MONTH",
  "DAYS_30_END_OF_MONTH",
  "DAYS_45_END_OF_MONTH",
  "CUSTOM_DAYS",
] as const;
export type PaymentTermCode = (typeof paymentTermCodes)[number];

export type PaymentTerms = {
  code: PaymentTermCode;
  /** The number of days of CUSTOM_DAYS. */
  days?: number | null;
};

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { code: "UPON_RECEIPT" };

/** How the terms read on a document. */
export function paymentTermsLabel(terms: PaymentTerms): string {
  switch (terms.code) {
    case "UPON_RECEIPT":
      return "Paiement à réception";
    case "DAYS_15":
      return "Paiement à 15 jours";
    case "DAYS_30":
      return "Paiement à 30 jours";
    case "DAYS_45":
      return "Paiement à 45 jours";
    case "DAYS_60":
      return "Paiement à 60 jours";
    case "END_OF_MONTH":
      return "Paiement en fin de mois";
    case "DAYS_30_END_OF_MONTH":
      return "Paiement à 30 jours fin de mois";
    case "DAYS_45_END_OF_MONTH":
      return "Paiement à 45 jours fin de mois";
    case "CUSTOM_DAYS":
      return `Paiement à ${terms.days ?? 0} jours`;
  }
}

const fixedDays: Partial<Record<PaymentTermCode, number>> = { DAYS_15: 15, DAYS_30: 30, DAYS_45: 45, DAYS_60: 60 };

/**
 * The due date of a document issued on `issueDate` (YYYY-MM-DD). "N jours fin de mois" counts N
 * days, then goes to the end of that month (one of the two readings the DGCCRF accepts).
 */
export function paymentDueDate(terms: PaymentTerms, issueDate: string): string {
  switch (terms.code) {
    case "UPON_RECEIPT":
      return issueDate;
    case "END_OF_MONTH":
      return endOfMonth(issueDate);
    case "DAYS_30_END_OF_MONTH":
      return endOfMonth(addDays(issueDate, 30));
    case "DAYS_45_END_OF_MONTH":
      return endOfMonth(addDays(issueDate, 45));
    case "CUSTOM_DAYS":
      return addDays(issueDate, terms.days ?? 0);
    default:
      return addDays(issueDate, fixedDays[terms.code] ?? 0);
  }
}

/** Past its due date (the day itself is still on time). */
export function isPastDue(due: string, today: string): boolean {
  return today > due;
}

export const MAX_BUSINESS_NET_DAYS = 60;

/**
 * Terms the vendor may choose for this client: B2B terms are capped by art. L441-10 C. com. at
 * 60 days after the invoice date or 45 days end of month; private clients have no legal cap.
 */
export function paymentTermsIssue(terms: PaymentTerms, clientType: ClientType | null): string | null {
  if (!(paymentTermCodes as readonly string[]).includes(terms.code)) return m.paymentTermsInvalid;
  if (terms.code === "CUSTOM_DAYS") {
    const days = terms.days;
    if (days == null || !Number.isInteger(days) || days < 0 || days > 365) return m.paymentDaysInvalid;
    if (clientType === "PROFESSIONAL" && days > MAX_BUSINESS_NET_DAYS) return m.paymentTermsTooLongForBusiness;
  }
  return null;
}

/** The 45-day end-of-month cap of L441-10, read both ways the DGCCRF accepts (45 days then month end, or month end then 45 days). */
export const MAX_BUSINESS_END_OF_MONTH_DAYS = 45;

/**
 * The latest due date a professional client may be given for a document issued on `issueDate`
 * (art. L441-10 C. com.): 60 days after issue, or 45 days end of month, whichever reading is later.
 */
export function latestBusinessDueDate(issueDate: string): string {
  const candidates = [
    addDays(issueDate, MAX_BUSINESS_NET_DAYS),
    endOfMonth(addDays(issueDate, MAX_BUSINESS_END_OF_MONTH_DAYS)),
    addDays(endOfMonth(issueDate), MAX_BUSINESS_END_OF_MONTH_DAYS),
  ];
  // YYYY-MM-DD strings sort as dates.
  return candidates.sort()[candidates.length - 1] as string;
}

/**
 * Whether the due date of a document issued on `issueDate` is lawful for this client: a professional
 * client's is capped by L441-10 C. com.; a private client's has no legal cap. Null when lawful.
 */
export function businessDueDateIssue(issueDate: string, dueDate: string | null, clientType: ClientType | null): string | null {
  if (clientType !== "PROFESSIONAL" || !dueDate) return null;
  return dueDate > latestBusinessDueDate(issueDate) ? m.paymentTermsTooLongForBusiness : null;
}
