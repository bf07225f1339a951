/** Transaction statuses of the spec (part 2 §4); UNRECONCILED is the default. */
export const transactionStatuses = [
  "UNRECONCILED",
  "PARTIALLY_RECONCILED",
  "RECONCILED",
  "PENDING",
  "CANCELED",
  "SETTLED",
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** Transaction types (part 2 §9: expense claim, expense, income). */
export const transactionTypes = ["EXPENSE_CLAIM", "EXPENSE", "INCOME"] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Transaction payment methods (part 2 §9), narrower than the quote ones: no PayPal, an OTHER. */
export const transactionPaymentMethods = ["CREDIT_CARD", "BANK_TRANSFER", "CASH", "OTHER", "CHECK"] as const;
export type TransactionPaymentMethod = (typeof transactionPaymentMethods)[number];

/** The six parent category groups (part 2 §3). */
export const parentCategories = ["INCOME", "REMUNERATIONS", "OPERATING_COSTS", "TRAVEL", "FIXED_EXPENSES", "TAXES"] as const;
export type ParentCategory = (typeof parentCategories)[number];

/** Where a transaction comes from: typed in, a payment recorded on a document, its reversal, a bank statement line. */
export const transactionSources = ["MANUAL", "PAYMENT", "REVERSAL", "BANK"] as const;
export type TransactionSource = (typeof transactionSources)[number];

export const TRANSACTION_CURRENCY = "EUR";

/** Unknown values fall back to the defaults (part 2 §5). */
export const toTransactionStatus = (value: unknown): TransactionStatus =>
  (transactionStatuses as readonly unknown[]).includes(value) ? (value as TransactionStatus) : "UNRECONCILED";
export const toTransactionType = (value: unknown): TransactionType =>
  (transactionTypes as readonly unknown[]).includes(value) ? (value as TransactionType) : "EXPENSE";
export const toTransactionPaymentMethod = (value: unknown): TransactionPaymentMethod =>
  (transactionPaymentMethods as readonly unknown[]).includes(value) ? (value as TransactionPaymentMethod) : "OTHER";

/** A quote payment method as a transaction knows it (PayPal is OTHER there). */
export function transactionMethodOfPayment(method: string): TransactionPaymentMethod {
  return (transactionPaymentMethods as readonly string[]).includes(method) ? (method as TransactionPaymentMethod) : "OTHER";
}
