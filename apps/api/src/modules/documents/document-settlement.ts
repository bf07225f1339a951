import {
  documentErrorCodes as codes,
  type DocumentStatus,
  eurosToCents,
  formatDayFr,
  formatEurosFr,
  isIssued,
  notificationLinks,
  type PaymentInput,
  payableIssue,
  paymentAmountIssue,
  paymentDateIssue,
  paymentTaxShare,
  documentPaymentMessages as pm,
  remainingCents,
  type StatusChangeSource,
  statusAfterPayments,
  toVatCode,
  transactionMethodOfPayment,
} from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";
import { badRequest } from "../../platform/errors/app-error.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import { clientCode } from "./client-code.ts";
import { createDocumentPaymentsRepository } from "./document-payments.repository.ts";
import { createStatusHistoryRepository, type StatusChange } from "./document-status-history.repository.ts";
import type { DocumentRow, DocumentsRepository } from "./documents.repository.ts";
import type { PaymentLedger } from "./payment-ledger.ts";

export const PAYMENT_REFUSED = "PAYMENT_REFUSED";

/** The VAT the document charges per rate: its own breakdown less what its linked documents already charged. */
function taxOf(row: DocumentRow) {
  const byType = new Map<string, number>();
  for (const t of row.breakdown.taxDetails) byType.set(t.taxType, (byType.get(t.taxType) ?? 0) + t.taxAmountCents);
  for (const t of row.deducted.taxDetails) byType.set(t.taxType, (byType.get(t.taxType) ?? 0) - t.taxAmountCents);
  return [...byType].filter(([, v]) => v !== 0).map(([taxType, taxAmount]) => ({ taxType: toVatCode(taxType), taxAmount }));
}

/**
 * Where a document stands with its payments, and the status they give it (issue 16 §6), on the
 * transaction of the change: shared by the documents use cases (status, issue, credit note) and the
 * payments ones, so that every status change is recorded with who made it.
 */
/** `notify`: the notifications service's, for « payment received » in the payment's transaction. */
export function createDocumentSettlement(
  repo: DocumentsRepository,
  today: () => string,
  ledger?: PaymentLedger,
  notify?: Notify,
) {
  const payments = createDocumentPaymentsRepository();
  const history = createStatusHistoryRepository();

  /** What the client owes: the document's total, less its issued credit notes (an invoice or deposit invoice). */
  async function dueCents(tx: Tx, vendorId: string, row: DocumentRow): Promise<number> {
    if (row.quoteType === "CREDIT_NOTE") return row.totalIncludingTaxCents;
    const credits = (await repo.madeFrom(tx, vendorId, row.id)).filter(
      (c) => c.quoteType === "CREDIT_NOTE" && isIssued("CREDIT_NOTE", c.status) && c.status !== "CANCELED",
    );
    return row.totalIncludingTaxCents - credits.reduce((s, c) => s + c.totalIncludingTaxCents, 0);
  }

  async function standing(tx: Tx, vendorId: string, row: DocumentRow) {
    const due = await dueCents(tx, vendorId, row);
    const paid = await payments.totalPaid(tx, vendorId, row.id);
    return { dueCents: due, paidCents: paid, remainingCents: remainingCents({ dueCents: due, paidCents: paid }) };
  }

  const record = (tx: Tx, vendorId: string, change: StatusChange) => history.record(tx, vendorId, [change]);

  /** Sets the status the payments give the document, recording the change; answers the status. */
  async function settle(
    tx: Tx,
    vendorId: string,
    row: DocumentRow,
    userId: string | null,
    source: StatusChangeSource,
  ): Promise<DocumentStatus> {
    const from = row.status;
    const s = await standing(tx, vendorId, row);
    const to = statusAfterPayments({ status: from, ...s, dueDate: row.dueDate, today: today() });
    if (to !== from) {
      await repo.update(tx, vendorId, row.id, { status: to });
      await record(tx, vendorId, { documentId: row.id, userId, from, to, source });
    }
    return to;
  }

  /** Checks a new payment against the document and what remains, then stores it. */
  async function addPayment(
    tx: Tx,
    vendorId: string,
    row: DocumentRow,
    input: PaymentInput,
    userId: string | null,
    bankTransactionId?: string,
  ) {
    const notPayable = payableIssue(row.quoteType, row.status);
    if (notPayable) throw badRequest(PAYMENT_REFUSED, notPayable);
    const dateIssue = paymentDateIssue(input.date, today());
    if (dateIssue) throw badRequest(PAYMENT_REFUSED, dateIssue);
    const amountCents = eurosToCents(input.amount) ?? 0;
    const s = await standing(tx, vendorId, row);
    const problem = paymentAmountIssue(amountCents, s.remainingCents);
    if (problem) throw badRequest(PAYMENT_REFUSED, problem);
    const payment = await payments.insert(tx, vendorId, {
      documentId: row.id,
      date: input.date,
      amountCents,
      method: input.method,
      reference: input.reference ?? null,
      userId,
    });
    if (row.quoteType !== "CREDIT_NOTE") {
      await notify?.(tx, {
        vendorId,
        kind: "PAYMENT_RECEIVED",
        facts: { title: row.name ?? "", who: row.clientName, amount: formatEurosFr(amountCents), date: formatDayFr(input.date) },
        url: notificationLinks.document(row.quoteType === "DEPOSIT" ? "DEPOSIT" : "INVOICE", row.id),
      });
    }
    if (ledger) {
      // A credit note's payment is a refund: money out.
      const sign = row.quoteType === "CREDIT_NOTE" ? -1 : 1;
      await ledger.recorded(tx, vendorId, {
        paymentId: payment.id,
        documentId: row.id,
        documentName: row.name ?? "",
        clientName: row.clientName ?? "",
        clientCode: clientCode(row.clientId, row.clientName),
        date: input.date,
        amountCents: sign * amountCents,
        method: transactionMethodOfPayment(input.method),
        reference: input.reference ?? null,
        taxDetails: paymentTaxShare(sign * amountCents, row.totalIncludingTaxCents, taxOf(row)),
        bankTransactionId,
      });
    }
    return payment;
  }

  return {
    dueCents,
    standing,
    record,
    settle,
    addPayment,

    /**
     * quote/status to PAID: the document (issued by now, read in this transaction) is paid by the payment that comes with the
     * change, of exactly what remains; without one the change is refused.
     */
    async payForStatus(tx: Tx, vendorId: string, row: DocumentRow, input: PaymentInput | undefined, userId: string | null) {
      const s = await standing(tx, vendorId, row);
      if (!input) throw badRequest(codes.STATUS_REFUSED, pm.paidNeedsPayment(s.remainingCents));
      if ((eurosToCents(input.amount) ?? 0) !== s.remainingCents) {
        throw badRequest(codes.STATUS_REFUSED, pm.paidAmountMustBeRemaining(s.remainingCents));
      }
      await addPayment(tx, vendorId, row, input, userId);
    },

    /** A document its payments settle does not leave PAID by hand: a payment is deleted instead. */
    async checkLeavingPaid(tx: Tx, vendorId: string, row: DocumentRow, to: DocumentStatus) {
      if (row.status !== "PAID" || to === "PAID" || to === "CANCELED") return;
      const s = await standing(tx, vendorId, row);
      if (s.paidCents > 0 && s.paidCents >= s.dueCents) throw badRequest(codes.STATUS_REFUSED, pm.settledByPayments);
    },
  };
}
export type DocumentSettlement = ReturnType<typeof createDocumentSettlement>;
