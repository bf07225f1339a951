import { type DocumentStatus, isIssued, type QuoteType } from "@cortege/domain";

export type Conversion = { to: QuoteType; kind: "duplicate" | "deposit" | "final" | "creditNote" };

/**
 * What quote/duplicate can make of a document (docs/decisions.md "Documents (API)"): a quote is
 * copied, or gives a deposit invoice or its final invoice; an invoice is copied; an issued invoice
 * or deposit invoice gives a credit note. The server has the last word (amounts left, one final
 * invoice per quote) and answers in French when it refuses.
 */
export function conversionsOf(type: QuoteType, status: DocumentStatus): Conversion[] {
  if (type === "QUOTE") {
    const accepted = status !== "REJECTED" && status !== "CANCELED";
    return [
      { to: "QUOTE", kind: "duplicate" },
      ...(accepted
        ? ([
            { to: "DEPOSIT", kind: "deposit" },
            { to: "INVOICE", kind: "final" },
          ] as const)
        : []),
    ];
  }
  const creditable = isIssued(type, status) && status !== "CANCELED" && type !== "CREDIT_NOTE";
  return [
    ...(type === "INVOICE" ? [{ to: "INVOICE", kind: "duplicate" } as const] : []),
    ...(creditable ? [{ to: "CREDIT_NOTE", kind: "creditNote" } as const] : []),
  ];
}
