import {
  documentApiMessages as am,
  centsToEuros,
  isInvoiceLike,
  normalizeDocumentStatus,
  type PaymentInput,
  type PaymentMethod,
  type PaymentsWire,
  payableIssue,
  documentPaymentMessages as pm,
  type StatusHistoryWire,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import { createDocumentPaymentsRepository } from "./document-payments.repository.ts";
import { createDocumentSettlement, PAYMENT_REFUSED } from "./document-settlement.ts";
import { createStatusHistoryRepository } from "./document-status-history.repository.ts";
import { createDocumentsRepository, type DocumentRow } from "./documents.repository.ts";
import type { PaymentLedger } from "./payment-ledger.ts";

/** Display names of users by id (the users module's); an erased user has none. */
export type UserNames = (userIds: string[]) => Promise<Map<string, string>>;

type Deps = {
  db: Db;
  userNames?: UserNames;
  /** Today in Paris (YYYY-MM-DD); tests may fix it. */
  today?: () => string;
  /** The books: each payment recorded or deleted here reaches them in the same transaction. */
  ledger?: PaymentLedger;
  /** The notifications service's notify (« payment received »); none when absent. */
  notify?: Notify;
};

const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

/**
 * Payments of documents and their status history (issue 16 §6): recording a payment, or deleting one,
 * sets the status the payments give the document (PAID to the cent, back to SENT or OVERDUE), in the
 * transaction that records the change and who made it.
 */
export function createDocumentPaymentsService({
  db,
  userNames = async () => new Map(),
  today = parisToday,
  ledger,
  notify,
}: Deps) {
  const repo = createDocumentsRepository(db);
  const payments = createDocumentPaymentsRepository();
  const history = createStatusHistoryRepository();
  const settlement = createDocumentSettlement(repo, today, ledger, notify);

  async function load(conn: Db | Tx, vendorId: string, quoteId: string, forUpdate = false): Promise<DocumentRow> {
    const row = await repo.get(conn, vendorId, quoteId, forUpdate);
    if (!row) throw notFound(am.documentNotFound);
    return row;
  }

  async function present(vendorId: string, quoteId: string): Promise<PaymentsWire> {
    return repo.transaction(async (tx) => {
      const row = await load(tx, vendorId, quoteId);
      const type = row.quoteType;
      const status = row.status;
      const rows = await payments.list(tx, vendorId, row.id);
      const names = await userNames([...new Set(rows.flatMap((p) => (p.userId ? [p.userId] : [])))]);
      const s = isInvoiceLike(type)
        ? await settlement.standing(tx, vendorId, row)
        : { dueCents: 0, paidCents: 0, remainingCents: 0 };
      return {
        quoteId: row.id,
        status,
        payable: payableIssue(type, status) === null && s.remainingCents > 0,
        due: centsToEuros(s.dueCents),
        paid: centsToEuros(s.paidCents),
        remaining: centsToEuros(s.remainingCents),
        payments: rows.map((p) => ({
          paymentId: p.id,
          quoteId: p.documentId,
          date: p.date,
          amount: centsToEuros(p.amountCents),
          method: p.method as PaymentMethod,
          reference: p.reference,
          recordedBy: p.userId ? (names.get(p.userId) ?? null) : null,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    });
  }

  return {
    list: (vendorId: string, quoteId: string) => present(vendorId, quoteId),

    /** A payment received: stored if it fits what remains, then the document's status follows. */
    async create(
      vendorId: string,
      quoteId: string,
      input: PaymentInput,
      userId: string | null,
      /** A bank statement line (transactions module) the payment is accepted from. */
      bankTransactionId?: string,
    ): Promise<PaymentsWire> {
      await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, quoteId, true);
        await settlement.addPayment(tx, vendorId, row, input, userId, bankTransactionId);
        await settlement.settle(tx, vendorId, row, userId, "PAYMENT");
      });
      return present(vendorId, quoteId);
    },

    /** A payment recorded by mistake: removed, and a PAID document reopens (SENT, or OVERDUE past due). */
    async delete(vendorId: string, paymentId: string, userId: string | null): Promise<PaymentsWire> {
      const found = await payments.get(db, vendorId, paymentId);
      if (!found) throw notFound(pm.paymentNotFound);
      await repo.transaction(async (tx) => {
        const row = await load(tx, vendorId, found.documentId, true);
        if (row.status === "CANCELED") throw badRequest(PAYMENT_REFUSED, pm.paymentDeletedOnCanceled);
        const payment = await payments.get(tx, vendorId, paymentId);
        if (!payment) throw notFound(pm.paymentNotFound);
        await ledger?.deleted(tx, vendorId, paymentId, today());
        await payments.delete(tx, vendorId, paymentId);
        await settlement.settle(tx, vendorId, row, userId, "PAYMENT_DELETED");
      });
      return present(vendorId, found.documentId);
    },

    /** Every status change of the document, oldest first, with who made it. */
    async history(vendorId: string, quoteId: string): Promise<StatusHistoryWire> {
      const row = await load(db, vendorId, quoteId);
      const rows = await history.list(db, vendorId, row.id);
      const names = await userNames([...new Set(rows.flatMap((h) => (h.userId ? [h.userId] : [])))]);
      return {
        quoteId: row.id,
        changes: rows.map((h) => ({
          at: h.createdAt.toISOString(),
          by: h.userId ? (names.get(h.userId) ?? null) : null,
          from: h.fromStatus === null ? null : normalizeDocumentStatus(h.fromStatus),
          to: normalizeDocumentStatus(h.toStatus),
          source: h.source as StatusHistoryWire["changes"][number]["source"],
          reason: h.reason,
        })),
      };
    },
  };
}
export type DocumentPaymentsService = ReturnType<typeof createDocumentPaymentsService>;
