import type { Tx } from "../../platform/db/database.ts";
import type { LedgerPayment, PaymentLedger } from "../documents/payment-ledger.ts";
import { type AllocationInsert, createTransactionsRepository } from "./transactions.repository.ts";
import { ensureBooks, parisToday } from "./transactions-setup.ts";

/**
 * The books' side of document payments (documents call it on their own transaction): a payment makes
 * an income allocated to its document (PENDING until a bank line confirms it), or reconciles the bank
 * line it was accepted from; undoing it passes a reversing entry and keeps both (CANCELED).
 */
export function createTransactionsLedger(today: () => string = parisToday): PaymentLedger {
  const repo = createTransactionsRepository();

  async function categoryFor(tx: Tx, vendorId: string, code: string): Promise<string | null> {
    await ensureBooks(tx, repo, vendorId, today());
    return (await repo.categories(tx, vendorId)).find((c) => c.code === code)?.id ?? null;
  }

  const allocationOf = (p: LedgerPayment, categoryId: string | null, sign = 1): AllocationInsert => {
    const tax = p.taxDetails.reduce((s, t) => s + t.taxAmount, 0);
    return {
      label: p.documentName,
      amountCents: sign * (p.amountCents - tax),
      taxDetails: p.taxDetails.map((t) => ({ taxType: t.taxType, taxAmount: sign * t.taxAmount })),
      categoryId,
      attachment: null,
      allocationDate: p.date,
      documentId: p.documentId,
      documentName: p.documentName,
      clientCode: p.clientCode,
      clientName: p.clientName,
    };
  };

  return {
    async recorded(tx, vendorId, p) {
      const categoryId = await categoryFor(tx, vendorId, p.documentName.startsWith("AC") ? "INC_DEPOSITS" : "INC_SERVICES");
      if (p.bankTransactionId) {
        await repo.update(
          tx,
          vendorId,
          p.bankTransactionId,
          { status: "RECONCILED", transactionType: "INCOME", documentPaymentId: p.paymentId },
          [allocationOf(p, categoryId)],
        );
        return;
      }
      await repo.insert(
        tx,
        vendorId,
        {
          label: `Paiement ${p.documentName} – ${p.clientName}`.trim(),
          description: p.reference,
          amountCents: p.amountCents,
          transactionDate: p.date,
          transactionType: p.amountCents > 0 ? "INCOME" : "EXPENSE",
          status: "PENDING",
          paymentMethod: p.method,
          source: "PAYMENT",
          counterparty: p.clientName || null,
          documentPaymentId: p.paymentId,
        },
        [allocationOf(p, categoryId)],
      );
    },

    async deleted(tx, vendorId, paymentId, on) {
      const found = await repo.byPayment(tx, vendorId, paymentId);
      if (!found) return;
      const t = await repo.get(tx, vendorId, found.id, true);
      if (!t) return;
      if (t.source === "BANK") {
        // The money did reach the bank: the line stays, matched to nothing again.
        await repo.update(tx, vendorId, t.id, { status: "UNRECONCILED", documentPaymentId: null }, []);
        return;
      }
      await repo.update(tx, vendorId, t.id, { status: "CANCELED", documentPaymentId: null });
      await repo.insert(
        tx,
        vendorId,
        {
          label: `Extourne : ${t.label}`,
          description: t.description,
          amountCents: -t.amountCents,
          transactionDate: on < t.transactionDate ? t.transactionDate : on,
          transactionType: t.transactionType,
          status: "CANCELED",
          paymentMethod: t.paymentMethod,
          source: "REVERSAL",
          counterparty: t.counterparty,
          reversesId: t.id,
        },
        t.allocations.map((a) => ({
          label: a.label,
          amountCents: -a.amountCents,
          taxDetails: a.taxDetails.map((d) => ({ taxType: d.taxType, taxAmount: -d.taxAmount })),
          categoryId: a.categoryId,
          attachment: null,
          allocationDate: on < a.allocationDate ? a.allocationDate : on,
          documentId: a.documentId,
          documentName: a.documentName,
          clientCode: a.clientCode,
          clientName: a.clientName,
        })),
      );
    },
  };
}
