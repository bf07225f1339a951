import { randomUUID } from "node:crypto";
import {
  allocationTtc,
  transactionErrorCodes as codes,
  encodeLatin9,
  fecFilename,
  fecText18,
  fiscalYearOf,
  ledgerEntries,
  type MoneyFact,
  transactionMessages as m,
  receiptsBookCsv,
  type SaleFact,
  toTransactionPaymentMethod,
  toTransactionStatus,
  toTransactionType,
  toVatCode,
  transactionsCsv,
  transactionsXlsxParts,
} from "@cortege/domain";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { badRequest } from "../../platform/errors/app-error.ts";
import { storeZip } from "../../platform/files/store-zip.ts";
import { contentDisposition } from "../../platform/storage/content-disposition.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { type CategoryRow, createTransactionsRepository, type TransactionWithAllocations } from "./transactions.repository.ts";
import { configuredYear, parisToday } from "./transactions-setup.ts";

export type ExportFormat = "CSV" | "XLSX" | "FEC" | "RECEIPTS";
/** A download link lives 10 minutes: long enough to click, short enough not to leak the books. */
const LINK_SECONDS = 600;

type Deps = {
  db: Db;
  storage: Storage;
  sales: (conn: DbOrTx, vendorId: string, from: string, to: string) => Promise<SaleFact[]>;
  /** Which documents are deposit invoices: their payments are advances (4191) in the FEC. */
  depositIds: (conn: DbOrTx, vendorId: string, ids: readonly string[]) => Promise<Set<string>>;
  siren: (vendorId: string) => Promise<string | null>;
  today?: () => string;
};

const taxOf = (a: TransactionWithAllocations["allocations"][number]) =>
  a.taxDetails.map((t) => ({ taxType: toVatCode(t.taxType), taxAmount: t.taxAmount }));

/** The books' files (CSV of the period, FEC of a fiscal year, livre des recettes) behind a signed link. */
export function createTransactionsExport({ db, storage, sales, depositIds, siren, today = parisToday }: Deps) {
  const repo = createTransactionsRepository();

  function moneyFacts(
    rows: TransactionWithAllocations[],
    categories: Map<string, CategoryRow>,
    deposits: Set<string>,
  ): MoneyFact[] {
    return rows.map((t) => ({
      transactionId: t.id,
      date: t.transactionDate,
      label: t.label,
      amount: t.amountCents,
      cash: t.paymentMethod === "CASH",
      allocations: t.allocations.map((a) => {
        const totalTaxDetails = taxOf(a);
        const tax = totalTaxDetails.reduce((s, x) => s + x.taxAmount, 0);
        const c = a.categoryId ? categories.get(a.categoryId) : undefined;
        return {
          label: a.label,
          date: a.allocationDate,
          ttc: allocationTtc({ amount: a.amountCents, totalTaxDetails }),
          ht: a.amountCents,
          tax,
          account: c?.account ?? null,
          accountLabel: c?.category ?? null,
          document: a.documentName
            ? {
                number: a.documentName,
                clientCode: a.clientCode ?? "CDIVERS",
                clientName: a.clientName ?? "Client",
                deposit: a.documentId !== null && deposits.has(a.documentId),
              }
            : null,
        };
      }),
    }));
  }

  /** The FEC text of the fiscal year holding a day, and the year. */
  async function fec(vendorId: string, day: string) {
    const configured = await configuredYear(db, repo, vendorId, today());
    const fy = fiscalYearOf(day, configured);
    if (!fy) throw badRequest(codes.TRANSACTION_INVALID, m.outsideFiscalYears);
    const [rows, cats, sold] = await Promise.all([
      repo.inPeriod(db, vendorId, fy.start, fy.end),
      repo.categories(db, vendorId),
      sales(db, vendorId, fy.start, fy.end),
    ]);
    const paid = [...new Set(rows.flatMap((t) => t.allocations.flatMap((a) => (a.documentId ? [a.documentId] : []))))];
    const deposits = await depositIds(db, vendorId, paid);
    const text = fecText18(ledgerEntries(sold, moneyFacts(rows, new Map(cats.map((c) => [c.id, c])), deposits)));
    return { text, fiscalYear: fy };
  }

  async function store(vendorId: string, filename: string, body: Buffer, contentType: string) {
    const key = `exports/${vendorId}/${randomUUID()}/${filename}`;
    await storage.write(key, body, { contentType, contentDisposition: contentDisposition("attachment", filename) });
    const { url } = await storage.signDownload(key, { expiresInSeconds: LINK_SECONDS });
    return { url, filename };
  }

  return {
    fec,

    async export(vendorId: string, startDate: string, endDate: string, format: ExportFormat) {
      if (format === "FEC") {
        const { text, fiscalYear } = await fec(vendorId, startDate);
        const name = fecFilename((await siren(vendorId)) ?? "000000000", fiscalYear.end);
        return store(vendorId, name, Buffer.from(encodeLatin9(text)), "text/plain; charset=iso-8859-15");
      }
      const rows = await repo.inPeriod(db, vendorId, startDate, endDate);
      if (format === "RECEIPTS") {
        const receipts = rows
          .filter((t) => toTransactionType(t.transactionType) === "INCOME")
          .map((t) => ({
            date: t.transactionDate,
            amount: t.amountCents,
            payer: t.counterparty ?? t.allocations.find((a) => a.clientName)?.clientName ?? "",
            method: toTransactionPaymentMethod(t.paymentMethod),
            reference: t.allocations.flatMap((a) => (a.documentName ? [a.documentName] : [])).join(", ") || null,
            nature: t.allocations.map((a) => a.label).join(", ") || t.label,
          }));
        return store(
          vendorId,
          `livre-des-recettes-${startDate}-${endDate}.csv`,
          Buffer.from(receiptsBookCsv(receipts)),
          "text/csv; charset=utf-8",
        );
      }
      const categories = new Map((await repo.categories(db, vendorId)).map((c) => [c.id, c]));
      const operations = rows.map((t) => ({
        date: t.transactionDate,
        label: t.label,
        amount: t.amountCents,
        type: toTransactionType(t.transactionType),
        status: toTransactionStatus(t.status),
        method: toTransactionPaymentMethod(t.paymentMethod),
        counterparty: t.counterparty,
        allocations: t.allocations.map((a) => {
          const totalTaxDetails = taxOf(a);
          const c = a.categoryId ? categories.get(a.categoryId) : undefined;
          return {
            label: a.label,
            amount: a.amountCents,
            ttc: allocationTtc({ amount: a.amountCents, totalTaxDetails }),
            category: c?.category ?? null,
            account: c?.account ?? null,
            taxDetails: totalTaxDetails,
            document: a.documentName,
          };
        }),
      }));
      if (format === "XLSX") {
        const xlsx = storeZip(transactionsXlsxParts(operations).map((p) => ({ name: p.name, data: Buffer.from(p.xml, "utf8") })));
        return store(
          vendorId,
          `transactions-${startDate}-${endDate}.xlsx`,
          xlsx,
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        );
      }
      const csv = transactionsCsv(operations);
      return store(vendorId, `transactions-${startDate}-${endDate}.csv`, Buffer.from(csv), "text/csv; charset=utf-8");
    },
  };
}
export type TransactionsExport = ReturnType<typeof createTransactionsExport>;
