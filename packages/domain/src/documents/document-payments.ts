import { z } from "zod";
import { optionalText } from "../text/plain-text.ts";
import { formatEurosFr } from "./allocation.ts";
import { calendarDateSchema } from "./calendar-dates.ts";
import { type DocumentStatus, documentStatuses } from "./document-statuses.ts";
import { isInvoiceLike, type QuoteType } from "./document-types.ts";
import { type MethodOfPayment, methodsOfPayment } from "./quote-config-schema.ts";

/**
 * Payments of an issued document (issue 16 §6): PAID is set by the payments recorded, never by a bare
 * toggle. The methods are the spec's quote payment methods (part 2 §9); a credit note's payments are
 * the refunds paid back to the client (docs/decisions.md "Payments of documents").
 */
export const paymentMethods = methodsOfPayment;
export type PaymentMethod = MethodOfPayment;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  BANK_TRANSFER: "Virement bancaire",
  CREDIT_CARD: "Carte bancaire",
  CHECK: "Chèque",
  CASH: "Espèces",
  PAYPAL: "PayPal",
};

/** What made a status change, kept with it in the history. */
export const statusChangeSources = [
  "CREATION",
  "CONVERSION",
  "STATUS",
  "SEND",
  "SIGNATURE",
  "PAYMENT",
  "PAYMENT_DELETED",
  "CREDIT_NOTE",
  "EXPIRY",
] as const;
export type StatusChangeSource = (typeof statusChangeSources)[number];

export const documentPaymentMessages = {
  amountInvalid: "Le montant du paiement doit être supérieur à 0 €, avec au plus 2 décimales.",
  methodRequired: "Le moyen de paiement est requis.",
  dateRequired: "La date du paiement est requise.",
  dateInFuture: "La date du paiement ne peut pas être dans le futur.",
  notPayable: (type: QuoteType) =>
    type === "QUOTE"
      ? "Un devis ne se règle pas : facturez-le (acompte ou facture) pour enregistrer un paiement."
      : "Seul un document émis et non annulé peut recevoir un paiement.",
  overpaid: (remainingCents: number) =>
    remainingCents <= 0
      ? "Ce document est déjà entièrement réglé : aucun paiement ne peut s'y ajouter."
      : `Le paiement dépasse le reste à payer (${formatEurosFr(remainingCents)}).`,
  paidNeedsPayment: (remainingCents: number) =>
    `Pour marquer ce document payé, enregistrez le paiement reçu (date, montant de ${formatEurosFr(remainingCents)}, moyen de paiement).`,
  paidAmountMustBeRemaining: (remainingCents: number) =>
    `Pour marquer ce document payé, le paiement doit couvrir le reste à payer (${formatEurosFr(remainingCents)}) ; pour un paiement partiel, utilisez « Enregistrer un paiement ».`,
  settledByPayments: "Ce document est réglé par les paiements enregistrés : supprimez un paiement pour le rouvrir.",
  paymentNotFound: "Paiement introuvable.",
  paymentDeletedOnCanceled: "Le paiement d'un document annulé ne peut plus être supprimé.",
} as const;

const m = documentPaymentMessages;
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** A payment as the dialog and `quote/payments/create` (or `quote/status` to PAID) give it; amount in euros. */
export const paymentInputSchema = z.object({
  date: calendarDateSchema(m.dateRequired),
  amount: z
    .number({ error: m.amountInvalid })
    .gt(0, m.amountInvalid)
    .max(9_999_999.99, m.amountInvalid)
    .refine(twoDecimals, m.amountInvalid),
  method: z.enum(paymentMethods, { error: m.methodRequired }),
  reference: optionalText(120),
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** "1 234,5" or "1234.50 €" as typed in a form, in euros; null when it is not an amount. */
export function parseAmountInput(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Whether a document of this type in this status may receive a payment (null) or why not. */
export function payableIssue(type: QuoteType, status: DocumentStatus): string | null {
  if (!isInvoiceLike(type)) return m.notPayable(type);
  if (status === "DRAFT" || status === "CANCELED" || status === "NONE") return m.notPayable(type);
  return null;
}

/** A new payment of `amountCents` against what remains: never more than what is still due. */
export function paymentAmountIssue(amountCents: number, remainingCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return m.amountInvalid;
  if (amountCents > remainingCents) return m.overpaid(remainingCents);
  return null;
}

/** A payment date: a real date, not after today (Paris). */
export function paymentDateIssue(date: string, today: string): string | null {
  return date > today ? m.dateInFuture : null;
}

export type PaymentStanding = {
  status: DocumentStatus;
  /** What the client owes on the document (its total, less its issued credit notes), cents. */
  dueCents: number;
  paidCents: number;
  /** The payment due date (YYYY-MM-DD), null without one. */
  dueDate: string | null;
  today: string;
};

/** What remains to pay, never below zero. */
export const remainingCents = (s: Pick<PaymentStanding, "dueCents" | "paidCents">) => Math.max(0, s.dueCents - s.paidCents);

/**
 * The status the payments give an issued document: PAID once they cover what is due to the cent; a
 * document that was PAID and no longer is (a payment deleted, more charged) goes back to SENT, or
 * OVERDUE past its due date; any other status stays (a partial payment keeps SENT or OVERDUE).
 */
export function statusAfterPayments(s: PaymentStanding): DocumentStatus {
  if (s.status === "DRAFT" || s.status === "CANCELED" || s.status === "NONE") return s.status;
  if (s.dueCents > 0 && s.paidCents >= s.dueCents) return "PAID";
  if (s.status === "PAID") return s.dueDate && s.today > s.dueDate ? "OVERDUE" : "SENT";
  return s.status;
}

const statusEnum = z.enum(documentStatuses);

/** One payment as `quote/payments` answers it (euros). */
export const paymentWireSchema = z.object({
  paymentId: z.uuid(),
  quoteId: z.uuid(),
  date: z.string(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string().nullable(),
  /** Who recorded it (first and last name, else e-mail); null once that user is erased. */
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentWire = z.infer<typeof paymentWireSchema>;

/** A document's payments and where it stands: what the client owes, has paid, still has to pay (euros). */
export const paymentsWireSchema = z.object({
  quoteId: z.uuid(),
  status: statusEnum,
  /** Payments may be recorded (an issued, non-cancelled invoice, deposit invoice or credit note). */
  payable: z.boolean(),
  due: z.number(),
  paid: z.number(),
  remaining: z.number(),
  payments: z.array(paymentWireSchema),
});
export type PaymentsWire = z.infer<typeof paymentsWireSchema>;

/** One recorded status change, oldest first. */
export const statusChangeWireSchema = z.object({
  at: z.string(),
  by: z.string().nullable(),
  from: statusEnum.nullable(),
  to: statusEnum,
  source: z.enum(statusChangeSources),
  reason: z.string().nullable(),
});
export type StatusChangeWire = z.infer<typeof statusChangeWireSchema>;
export const statusHistoryWireSchema = z.object({ quoteId: z.uuid(), changes: z.array(statusChangeWireSchema) });
export type StatusHistoryWire = z.infer<typeof statusHistoryWireSchema>;

/**
 * A deposit invoice still deducted by a live final invoice can't be credited first (issue 16 §5): the
 * final invoice would go on deducting a deposit the client no longer owes. The chain is undone from
 * its end (docs/decisions.md "Crediting a deposit invoice").
 */
export const depositCreditMessages = {
  deductedByIssuedFinal: (finalNumber: string) =>
    `Cette facture d'acompte est déduite de la facture de solde ${finalNumber} : émettez d'abord un avoir sur la facture de solde, puis sur l'acompte.`,
  deductedByDraftFinal:
    "Cette facture d'acompte est déduite du brouillon de la facture de solde : supprimez d'abord ce brouillon (ou émettez-le puis annulez-le par un avoir), puis créez l'avoir de l'acompte.",
} as const;
