import type { TransactionPaymentMethod, TransactionTaxDetail } from "@cortege/domain";
import type { Tx } from "../../platform/db/database.ts";

/** A payment as the books record it, on the transaction that stores it (signed cents: a refund is negative). */
export type LedgerPayment = {
  paymentId: string;
  documentId: string;
  documentName: string;
  clientName: string;
  /** The client's subsidiary account in the FEC (CompAuxNum), as the sales journal writes it. */
  clientCode: string;
  date: string;
  amountCents: number;
  method: TransactionPaymentMethod;
  reference: string | null;
  /** The VAT the payment carries, per rate (VAT on receipts). */
  taxDetails: TransactionTaxDetail[];
  /** A bank statement line this payment was accepted from: it becomes the payment's transaction. */
  bankTransactionId?: string;
};

/**
 * Where payments of documents reach the books (the transactions module implements it; app.ts wires it):
 * documents call it inside their own transaction, so a payment and its income transaction land or fail
 * together, and undoing a payment leaves a reversing entry.
 */
export type PaymentLedger = {
  recorded(tx: Tx, vendorId: string, payment: LedgerPayment): Promise<void>;
  deleted(tx: Tx, vendorId: string, paymentId: string, on: string): Promise<void>;
};
