import { vatLabels } from "../products/vat.ts";
import type { TransactionPaymentMethod, TransactionStatus, TransactionType } from "./transaction-enums.ts";

export const transactionTypeLabels: Record<TransactionType, string> = {
  INCOME: "Recette",
  EXPENSE: "Dépense",
  EXPENSE_CLAIM: "Note de frais",
};
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  UNRECONCILED: "Non rapprochée",
  PARTIALLY_RECONCILED: "Partiellement rapprochée",
  RECONCILED: "Rapprochée",
  PENDING: "En attente",
  CANCELED: "Annulée",
  SETTLED: "Soldée",
};
export const transactionMethodLabels: Record<TransactionPaymentMethod, string> = {
  CREDIT_CARD: "Carte bancaire",
  BANK_TRANSFER: "Virement bancaire",
  CASH: "Espèces",
  OTHER: "Autre",
  CHECK: "Chèque",
};

const euros = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
};
const cell = (value: string | null | undefined) => {
  const text = value ?? "";
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
/** As French spreadsheets open it: UTF-8 with a BOM, semicolons, decimal commas, CRLF. */
const sheet = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map(cell).join(";")).join("\r\n")}\r\n`;

export type ExportAllocation = {
  label: string;
  amount: number;
  ttc: number;
  category: string | null;
  account: string | null;
  taxDetails: { taxType: keyof typeof vatLabels; taxAmount: number }[];
  document: string | null;
};
export type ExportTransaction = {
  date: string;
  label: string;
  amount: number;
  type: TransactionType;
  status: TransactionStatus;
  method: TransactionPaymentMethod;
  counterparty: string | null;
  allocations: ExportAllocation[];
};

/** A cell of the operations table: text, an amount in cents, or a calendar day (YYYY-MM-DD). */
export type ExportCell = string | { cents: number } | { date: string };
export const transactionsHeader = [
  "Date",
  "Libellé",
  "Type",
  "Statut",
  "Moyen de paiement",
  "Montant TTC",
  "Ventilation",
  "Catégorie",
  "Compte",
  "HT",
  "TVA",
  "Taux",
  "Pièce",
] as const;

/** The operations of a period, one line per allocation (a transaction without any gets one line). */
export function transactionsTable(rows: readonly ExportTransaction[]): ExportCell[][] {
  return rows.flatMap((t) => {
    const base: ExportCell[] = [
      { date: t.date },
      t.label,
      transactionTypeLabels[t.type],
      transactionStatusLabels[t.status],
      transactionMethodLabels[t.method],
      { cents: t.amount },
    ];
    if (t.allocations.length === 0) return [[...base, "", "", "", "", "", "", ""]];
    return t.allocations.map((a) => {
      const tax = a.taxDetails.reduce((s, d) => s + d.taxAmount, 0);
      return [
        ...base,
        a.label,
        a.category ?? "",
        a.account ?? "",
        { cents: a.amount },
        { cents: tax },
        a.taxDetails.map((d) => vatLabels[d.taxType]).join(" + "),
        a.document ?? "",
      ];
    });
  });
}

const text = (c: ExportCell) => (typeof c === "string" ? c : "cents" in c ? euros(c.cents) : c.date);

/** The operations as CSV, amounts in euros with a decimal comma. */
export function transactionsCsv(rows: readonly ExportTransaction[]): string {
  return sheet([[...transactionsHeader], ...transactionsTable(rows).map((r) => r.map(text))]);
}

export type ReceiptRow = {
  date: string;
  amount: number;
  payer: string;
  method: TransactionPaymentMethod;
  reference: string | null;
  nature: string;
};

/**
 * The livre des recettes of a micro-entrepreneur (art. 50-0 and 102 ter CGI): receipts in date order
 * with their amount, payer, method and the invoice they settle; refunds appear as negative lines.
 */
export function receiptsBookCsv(rows: readonly ReceiptRow[]): string {
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const total = sorted.reduce((s, r) => s + r.amount, 0);
  return sheet([
    ["Date d'encaissement", "Client", "Nature de la prestation", "Montant", "Mode de règlement", "Référence de la facture"],
    ...sorted.map((r) => [r.date, r.payer, r.nature, euros(r.amount), transactionMethodLabels[r.method], r.reference ?? ""]),
    ["Total", "", "", euros(total), "", ""],
  ]);
}
