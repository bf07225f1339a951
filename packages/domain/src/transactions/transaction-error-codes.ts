/** The closed set of error codes of transactions, each answered with its French message. */
export const transactionErrorCodes = {
  TRANSACTION_INVALID: "TRANSACTION_INVALID",
  TRANSACTION_NOT_FOUND: "TRANSACTION_NOT_FOUND",
  TRANSACTION_LOCKED: "TRANSACTION_LOCKED",
  CATEGORY_INVALID: "CATEGORY_INVALID",
  BANK_FILE_INVALID: "BANK_FILE_INVALID",
  MATCH_REFUSED: "MATCH_REFUSED",
} as const;
export type TransactionErrorCode = keyof typeof transactionErrorCodes;
