import {
  type AllocationInput,
  allocationTtc,
  type CategoryInput,
  transactionErrorCodes as codes,
  DEFAULT_PAGE_SIZE,
  fiscalYearOf,
  fiscalYearTooLong,
  transactionMessages as m,
  type TransactionConfigUpdate,
  type TransactionConfigWire,
  type TransactionInput,
  type TransactionListQuery,
  type TransactionListWire,
  type TransactionStatsWire,
  type TransactionStatus,
  type TransactionWire,
  type VatAmount,
  type VatNatureDocument,
  vatCodes,
  vatOnReceiptOf,
  vatSplit,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import {
  type AllocationInsert,
  createTransactionsRepository,
  type TransactionWithAllocations,
} from "./transactions.repository.ts";
import { presentCategory, presentTransaction } from "./transactions-present.ts";
import { configuredYear, ensureBooks, parisToday } from "./transactions-setup.ts";

type VatFacts = (
  conn: Db,
  vendorId: string,
  from: string,
  to: string,
  ids: readonly string[],
) => Promise<(VatNatureDocument & { documentId: string; date: string })[]>;
/** The media library's check of a stored file: ready, the vendor's, in one of these categories. */
type ReadyFileIn = (
  vendorId: string,
  fileId: string,
  categories: readonly "Transaction"[],
) => Promise<{ fileType: string | null } | undefined>;
type Deps = { db: Db; documents: { vatFacts: VatFacts }; media: { readyFileIn: ReadyFileIn }; today?: () => string };

/** A receipt is a picture or a PDF: what an accountant can read. */
const receiptTypes = new Set(["JPEG", "PNG", "GIF", "WEBP", "TIFF", "BMP", "PDF"]);

/** What every euro of a transaction is explained by: nothing, part, all (docs/decisions.md "Transaction statuses"). */
export function derivedStatus(amount: number, allocations: { ttc: number; explained: boolean }[]): TransactionStatus {
  const explained = allocations.filter((a) => a.explained).reduce((s, a) => s + a.ttc, 0);
  if (explained === 0) return "UNRECONCILED";
  return explained === amount ? "RECONCILED" : "PARTIALLY_RECONCILED";
}

/** Transactions typed in and their allocations, the chart of categories, the fiscal year and the figures. */
export function createTransactionsService({ db, documents, media, today = parisToday }: Deps) {
  const repo = createTransactionsRepository();

  async function load(conn: Db | Tx, vendorId: string, id: string, forUpdate = false): Promise<TransactionWithAllocations> {
    const t = await repo.get(conn, vendorId, id, forUpdate);
    if (!t) throw notFound(m.transactionNotFound);
    return t;
  }

  /** Checks the date against the fiscal years and the categories against the vendor's chart. */
  async function checkInput(tx: Tx, vendorId: string, input: TransactionInput) {
    const fy = await ensureBooks(tx, repo, vendorId, today());
    for (const date of [input.transactionDate, ...input.allocations.map((a) => a.allocationDate)]) {
      if (!fiscalYearOf(date, fy)) throw badRequest(codes.TRANSACTION_INVALID, m.outsideFiscalYears);
    }
    const ids = new Set((await repo.categories(tx, vendorId)).map((c) => c.id));
    if (input.allocations.some((a) => a.categoryId && !ids.has(a.categoryId)))
      throw badRequest(codes.CATEGORY_INVALID, m.categoryNotFound);
    // A receipt is a file the vendor uploaded to its Transaction folder through the media library's checks.
    for (const a of input.allocations) {
      if (!a.attachment) continue;
      const file = await media.readyFileIn(vendorId, a.attachment.fileId, ["Transaction"]);
      if (!file) throw badRequest(codes.TRANSACTION_INVALID, m.receiptNotFound);
      if (!receiptTypes.has(file.fileType ?? "")) throw badRequest(codes.TRANSACTION_INVALID, m.receiptType);
    }
  }

  const toInsert = (a: AllocationInput): AllocationInsert => ({
    label: a.label,
    amountCents: a.amount,
    taxDetails: a.totalTaxDetails,
    categoryId: a.categoryId,
    attachment: a.attachment,
    allocationDate: a.allocationDate,
  });

  const statusOf = (input: TransactionInput) =>
    input.status ??
    derivedStatus(
      input.amount,
      input.allocations.map((a) => ({ ttc: allocationTtc(a), explained: a.categoryId !== null })),
    );

  async function page(vendorId: string, filters: TransactionListQuery): Promise<TransactionListWire> {
    const pageNo = Math.max(1, Number(filters.nextPage ?? "1") || 1);
    const { rows, hasMore, totalCount } = await repo.page(db, vendorId, filters, pageNo, DEFAULT_PAGE_SIZE);
    return { transactions: rows.map(presentTransaction), nextPage: hasMore ? String(pageNo + 1) : null, totalCount };
  }

  async function config(vendorId: string): Promise<TransactionConfigWire> {
    return db.transaction(async (tx) => {
      const fy = await ensureBooks(tx, repo, vendorId, today());
      const categories = await repo.categories(tx, vendorId);
      return { categories: categories.map(presentCategory), fiscalDateStart: fy.start, fiscalDateEnd: fy.end };
    });
  }

  return {
    list: (vendorId: string, query: TransactionListQuery) => page(vendorId, query),
    search: (vendorId: string, query: TransactionListQuery) => page(vendorId, query),

    async get(vendorId: string, transactionId: string): Promise<TransactionWire> {
      return presentTransaction(await load(db, vendorId, transactionId));
    },

    async create(vendorId: string, input: TransactionInput): Promise<TransactionWire> {
      const id = await db.transaction(async (tx) => {
        await checkInput(tx, vendorId, input);
        const row = await repo.insert(
          tx,
          vendorId,
          {
            label: input.label,
            description: input.description ?? null,
            amountCents: input.amount,
            transactionDate: input.transactionDate,
            currencyCode: input.currencyCode,
            transactionType: input.transactionType,
            bankAccount: input.bankAccount ?? null,
            status: statusOf(input),
            paymentMethod: input.paymentMethod,
            source: "MANUAL",
          },
          input.allocations.map(toInsert),
        );
        return row.id;
      });
      return presentTransaction(await load(db, vendorId, id));
    },

    /**
     * Replaces a transaction and its allocations. A payment's transaction and a reversing entry are the
     * documents' trail: refused. A bank line keeps the bank's amount and day.
     */
    async update(vendorId: string, transactionId: string, input: TransactionInput): Promise<TransactionWire> {
      await db.transaction(async (tx) => {
        const current = await load(tx, vendorId, transactionId, true);
        if (current.source === "REVERSAL") throw badRequest(codes.TRANSACTION_LOCKED, m.reversalReadOnly);
        if (current.source === "PAYMENT" || current.documentPaymentId)
          throw badRequest(codes.TRANSACTION_LOCKED, m.linkedToPayment);
        if (
          current.source === "BANK" &&
          (current.amountCents !== input.amount || current.transactionDate !== input.transactionDate)
        ) {
          throw badRequest(codes.TRANSACTION_LOCKED, "Le montant et la date d'une ligne de relevé sont ceux de la banque.");
        }
        await checkInput(tx, vendorId, input);
        await repo.update(
          tx,
          vendorId,
          transactionId,
          {
            label: input.label,
            description: input.description ?? null,
            amountCents: input.amount,
            transactionDate: input.transactionDate,
            transactionType: input.transactionType,
            bankAccount: input.bankAccount ?? null,
            status: statusOf(input),
            paymentMethod: input.paymentMethod,
          },
          input.allocations.map(toInsert),
        );
      });
      return presentTransaction(await load(db, vendorId, transactionId));
    },

    async delete(vendorId: string, transactionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await load(tx, vendorId, transactionId, true);
        if (current.source === "REVERSAL") throw badRequest(codes.TRANSACTION_LOCKED, m.reversalReadOnly);
        if (current.source === "PAYMENT" || current.documentPaymentId)
          throw badRequest(codes.TRANSACTION_LOCKED, m.linkedToPayment);
        await repo.delete(tx, vendorId, transactionId);
      });
    },

    config,

    async resetCategories(vendorId: string): Promise<TransactionConfigWire> {
      await db.transaction(async (tx) => {
        await ensureBooks(tx, repo, vendorId, today());
        await repo.seedCategories(tx, vendorId, true);
      });
      return config(vendorId);
    },

    async updateConfig(vendorId: string, update: TransactionConfigUpdate): Promise<TransactionConfigWire> {
      await db.transaction(async (tx) => {
        const fy = await ensureBooks(tx, repo, vendorId, today());
        const start = update.fiscalDateStart ?? fy.start;
        const end = update.fiscalDateEnd ?? fy.end;
        if (end <= start) throw badRequest(codes.TRANSACTION_INVALID, m.fiscalEndBeforeStart);
        if (fiscalYearTooLong({ start, end })) throw badRequest(codes.TRANSACTION_INVALID, m.fiscalTooLong);
        await repo.saveConfig(tx, vendorId, start, end);
        const categories: CategoryInput[] = update.categories ?? [];
        for (const [i, c] of categories.entries()) {
          const done = await repo.upsertCategory(tx, vendorId, c, i);
          if (done === "taken") throw badRequest(codes.CATEGORY_INVALID, m.categoryCodeTaken);
          if (done === "missing") throw notFound(m.categoryNotFound);
        }
      });
      return config(vendorId);
    },

    /**
     * Figures of the fiscal year holding displayDate: net per month, VAT collected and VAT on expenses
     * (their allocations), per rate for displayDate's month. VAT collected falls due by the nature of
     * the documents' lines (domain vat-exigibility.ts): goods on the invoice's day, services on each
     * payment (unless the vendor opted for debits); an income typed in counts on its day.
     */
    async stats(vendorId: string, displayDate: string): Promise<TransactionStatsWire> {
      const configured = await configuredYear(db, repo, vendorId, today());
      const fy = fiscalYearOf(displayDate, configured) ?? configured;
      const { money, vat: allocated } = await repo.monthly(db, vendorId, fy.start, fy.end);
      const paidIds = [...new Set(allocated.flatMap((x) => (x.documentId && x.collected !== 0 ? [x.documentId] : [])))];
      const docs = await documents.vatFacts(db, vendorId, fy.start, fy.end, paidIds);
      const splits = new Map(docs.map((d) => [d.documentId, vatSplit(d)]));
      type Cell = { month: string; taxType: string; timing: "INVOICING" | "RECEIPT"; collected: number; deductible: number };
      const vat: Cell[] = [];
      for (const x of allocated) {
        if (x.deductible !== 0)
          vat.push({ month: x.month, taxType: x.taxType, timing: "RECEIPT", collected: 0, deductible: x.deductible });
        if (x.collected === 0) continue;
        const paid: VatAmount[] = [{ taxType: x.taxType as VatAmount["taxType"], taxAmount: x.collected }];
        const split = x.documentId ? (splits.get(x.documentId) ?? null) : null;
        for (const p of vatOnReceiptOf(paid, split))
          vat.push({ month: x.month, taxType: p.taxType, timing: "RECEIPT", collected: p.taxAmount, deductible: 0 });
      }
      for (const d of docs) {
        if (d.date < fy.start || d.date > fy.end) continue;
        const sign = d.quoteType === "CREDIT_NOTE" ? -1 : 1;
        for (const p of splits.get(d.documentId)?.atInvoicing ?? [])
          vat.push({
            month: d.date.slice(0, 7),
            taxType: p.taxType,
            timing: "INVOICING",
            collected: sign * p.taxAmount,
            deductible: 0,
          });
      }
      const months: TransactionStatsWire["months"] = [];
      for (let d = fy.start.slice(0, 7); d <= fy.end.slice(0, 7); ) {
        const mo = money.find((x) => x.month === d);
        const v = vat.filter((x) => x.month === d);
        months.push({
          month: d,
          income: mo?.income ?? 0,
          expense: mo?.expense ?? 0,
          vatCollected: v.reduce((s, x) => s + x.collected, 0),
          vatDeductible: v.reduce((s, x) => s + x.deductible, 0),
        });
        const [y, mm] = d.split("-").map(Number) as [number, number];
        d = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, "0")}`;
      }
      const month = displayDate.slice(0, 7);
      const current = months.find((x) => x.month === month);
      const perRate = (pick: "collected" | "deductible", timing?: Cell["timing"]) =>
        vatCodes.flatMap((taxType) => {
          const taxAmount = vat
            .filter((x) => x.month === month && x.taxType === taxType && (!timing || x.timing === timing))
            .reduce((s, x) => s + x[pick], 0);
          return taxAmount === 0 ? [] : [{ taxType, taxAmount }];
        });
      return {
        yearlyTotal: months.reduce((s, x) => s + x.income + x.expense, 0),
        monthlyTotal: (current?.income ?? 0) + (current?.expense ?? 0),
        monthlyVatTotal: (current?.vatCollected ?? 0) - (current?.vatDeductible ?? 0),
        vatDetails: perRate("collected"),
        vatAtInvoicingDetails: perRate("collected", "INVOICING"),
        vatOnReceiptDetails: perRate("collected", "RECEIPT"),
        deductibleVatDetails: perRate("deductible"),
        fiscalYear: fy,
        months: months.slice().reverse(),
      };
    },
  };
}
export type TransactionsService = ReturnType<typeof createTransactionsService>;
