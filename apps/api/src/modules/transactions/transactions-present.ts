import {
  type AllocationWire,
  allocationTtc,
  type CategoryWire,
  type TransactionSource,
  type TransactionWire,
  toAttachmentFileType,
  toTransactionPaymentMethod,
  toTransactionStatus,
  toTransactionType,
  toVatCode,
  transactionSources,
} from "@cortege/domain";
import type { AllocationRow, CategoryRow, TransactionWithAllocations } from "./transactions.repository.ts";

const taxDetailsOf = (a: AllocationRow) => a.taxDetails.map((t) => ({ taxType: toVatCode(t.taxType), taxAmount: t.taxAmount }));

export function presentAllocation(a: AllocationRow): AllocationWire {
  const totalTaxDetails = taxDetailsOf(a);
  return {
    allocationId: a.id,
    label: a.label,
    amount: a.amountCents,
    amountTTC: allocationTtc({ amount: a.amountCents, totalTaxDetails }),
    categoryId: a.categoryId,
    attachment: a.attachment
      ? {
          fileId: a.attachment.fileId,
          filename: a.attachment.filename,
          fileType: toAttachmentFileType(a.attachment.fileType),
          size: a.attachment.size ?? null,
        }
      : null,
    totalTaxDetails,
    allocationDate: a.allocationDate,
    quoteId: a.documentId,
    quoteName: a.documentName,
  };
}

export function presentTransaction(t: TransactionWithAllocations): TransactionWire {
  return {
    transactionId: t.id,
    label: t.label,
    description: t.description,
    amount: t.amountCents,
    transactionDate: t.transactionDate,
    allocations: t.allocations.map(presentAllocation),
    currencyCode: t.currencyCode,
    transactionType: toTransactionType(t.transactionType),
    bankAccount: t.bankAccount,
    status: toTransactionStatus(t.status),
    paymentMethod: toTransactionPaymentMethod(t.paymentMethod),
    source: (transactionSources as readonly string[]).includes(t.source) ? (t.source as TransactionSource) : "MANUAL",
    counterparty: t.counterparty,
    reversesId: t.reversesId,
    createdAt: t.createdAt.toISOString(),
  };
}

export const presentCategory = (c: CategoryRow): CategoryWire => ({
  categoryId: c.id,
  code: c.code,
  parentCategory: c.parentCategory as CategoryWire["parentCategory"],
  category: c.category,
  description: c.description,
  isVisible: c.isVisible,
  account: c.account,
});
