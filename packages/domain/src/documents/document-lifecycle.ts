import { type DocumentStatus, documentStatusLabels, listedDocumentStatuses } from "./document-statuses.ts";
import { isInvoiceLike, type QuoteType } from "./document-types.ts";
import { documentMessages as m } from "./messages.ts";

/**
 * Allowed status changes (the spec does not show them, part 2 §4; docs/decisions.md "Documents").
 * A quote is an offer: sent, accepted (APPROVED, or SIGNED when the signed copy is stored), refused,
 * expired or cancelled. An invoice, a deposit invoice or a credit note is issued when it leaves DRAFT
 * and never comes back: it is then only paid, overdue, or cancelled by a credit note.
 */
const quoteTransitions: Record<DocumentStatus, readonly DocumentStatus[]> = {
  DRAFT: ["SENT", "APPROVED", "SIGNED", "EXPIRED", "CANCELED"],
  SENT: ["APPROVED", "SIGNED", "REJECTED", "EXPIRED", "CANCELED"],
  APPROVED: ["SIGNED", "REJECTED", "CANCELED"],
  SIGNED: ["CANCELED"],
  REJECTED: ["SENT", "CANCELED"],
  EXPIRED: ["SENT", "APPROVED", "SIGNED", "CANCELED"],
  CANCELED: [],
  PAID: [],
  OVERDUE: [],
  NONE: ["DRAFT", "SENT", "CANCELED"],
};

const invoiceTransitions: Record<DocumentStatus, readonly DocumentStatus[]> = {
  DRAFT: ["SENT", "PAID"],
  SENT: ["PAID", "OVERDUE", "CANCELED"],
  OVERDUE: ["PAID", "CANCELED"],
  PAID: ["SENT", "OVERDUE"],
  CANCELED: [],
  APPROVED: [],
  SIGNED: [],
  REJECTED: [],
  EXPIRED: [],
  NONE: [],
};

const creditNoteTransitions: Record<DocumentStatus, readonly DocumentStatus[]> = {
  DRAFT: ["SENT", "PAID"],
  SENT: ["PAID"],
  PAID: ["SENT"],
  CANCELED: [],
  APPROVED: [],
  SIGNED: [],
  REJECTED: [],
  EXPIRED: [],
  OVERDUE: [],
  NONE: [],
};

const transitionsOf: Record<QuoteType, Record<DocumentStatus, readonly DocumentStatus[]>> = {
  QUOTE: quoteTransitions,
  INVOICE: invoiceTransitions,
  DEPOSIT: invoiceTransitions,
  CREDIT_NOTE: creditNoteTransitions,
};

/**
 * The status tabs of a list screen (part 2 §4's list statuses) that a document of this type can
 * reach: a credit note or an invoice is never « Signé », a quote never « Payé ».
 */
export function listedStatusesOf(type: QuoteType): DocumentStatus[] {
  const reachable = new Set(statusesOf(type));
  return listedDocumentStatuses.filter((s) => reachable.has(s));
}

/** The statuses a document of this type may ever take. */
export function statusesOf(type: QuoteType): DocumentStatus[] {
  const table = transitionsOf[type];
  const reachable = new Set<DocumentStatus>(["DRAFT"]);
  for (const targets of Object.values(table)) for (const t of targets) reachable.add(t);
  return [...reachable];
}

export type TransitionContext = {
  /** Today, as YYYY-MM-DD in the vendor's time zone. */
  today?: string;
  /** The quote's validity end (YYYY-MM-DD). */
  expirationDate?: string | null;
  /** The invoice's payment due date (YYYY-MM-DD). */
  dueDate?: string | null;
  /** Whether issued credit notes cancel the whole invoice. */
  fullyCredited?: boolean;
};

export type Verdict = { ok: true } | { ok: false; message: string };

const refuse = (message: string): Verdict => ({ ok: false, message });
const OK: Verdict = { ok: true };

/** An invoice, deposit invoice or credit note is issued (numbered, frozen) once it has left DRAFT. */
export function isIssued(type: QuoteType, status: DocumentStatus): boolean {
  return isInvoiceLike(type) && status !== "DRAFT";
}

/** Whether this change issues the document, so that its number must be allocated in the same transaction. */
export function issuesDocument(type: QuoteType, from: DocumentStatus, to: DocumentStatus): boolean {
  return isInvoiceLike(type) && from === "DRAFT" && to !== "DRAFT";
}

/** Whether `quote/status` may move a document of `type` from `from` to `to`, with the French refusal. */
export function checkStatusTransition(
  type: QuoteType,
  from: DocumentStatus,
  to: DocumentStatus,
  context: TransitionContext = {},
): Verdict {
  if (from === to) return OK;
  if (to === "NONE") return refuse(m.statusNotSelectable);
  if (from === "CANCELED") return refuse(m.canceledIsFinal);
  if (!statusesOf(type).includes(to)) return refuse(m.statusNotForType(documentStatusLabels[to], type));
  if (to === "DRAFT" && isIssued(type, from)) return refuse(m.issuedBackToDraft(type));
  if (!transitionsOf[type][from].includes(to)) {
    return refuse(m.transitionRefused(documentStatusLabels[from], documentStatusLabels[to]));
  }
  if (to === "EXPIRED" && context.today && context.expirationDate && context.today <= context.expirationDate) {
    return refuse(m.quoteStillValid(context.expirationDate));
  }
  if (to === "OVERDUE" && context.today && context.dueDate && context.today <= context.dueDate) {
    return refuse(m.notOverdueYet(context.dueDate));
  }
  if (to === "CANCELED" && isInvoiceLike(type) && context.fullyCredited !== true) {
    return refuse(m.cancelNeedsCreditNote);
  }
  return OK;
}

/** Whether the document's content may still be changed. */
export function checkEditable(type: QuoteType, status: DocumentStatus): Verdict {
  if (isIssued(type, status)) return refuse(m.issuedNotEditable(type));
  if (type === "QUOTE" && (status === "SIGNED" || status === "APPROVED")) return refuse(m.acceptedQuoteNotEditable);
  if (status === "CANCELED") return refuse(m.canceledNotEditable);
  return OK;
}

/** Whether the document may be deleted; issued or signed documents are only archived. */
export function checkDeletable(type: QuoteType, status: DocumentStatus): Verdict {
  if (isIssued(type, status)) return refuse(m.issuedNotDeletable(type));
  if (type === "QUOTE" && (status === "SIGNED" || status === "APPROVED")) return refuse(m.acceptedQuoteNotDeletable);
  return OK;
}

/**
 * The status the expiry job gives a quote: EXPIRED once its validity date is past, while it still
 * waits for an answer (DRAFT, SENT); null when nothing changes.
 */
export function expiredStatus(
  type: QuoteType,
  status: DocumentStatus,
  expirationDate: string | null,
  today: string,
): DocumentStatus | null {
  if (type !== "QUOTE" || !expirationDate || today <= expirationDate) return null;
  return status === "SENT" || status === "DRAFT" ? "EXPIRED" : null;
}
