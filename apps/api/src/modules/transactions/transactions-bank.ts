import {
  type BankLine,
  bankLineKey,
  centsToEuros,
  transactionErrorCodes as codes,
  fiscalYearOf,
  isSureMatch,
  MAX_BANK_FILE_BYTES,
  type MatchSuggestion,
  transactionMessages as m,
  matchTolerance,
  type PaymentMethod,
  parseBankStatement,
  suggestCategory,
  suggestMatches,
  type TransactionPaymentMethod,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { OpenInvoiceFact } from "../documents/documents-ledger-facts.ts";
import { createTransactionsRepository } from "./transactions.repository.ts";
import { ensureBooks, parisToday } from "./transactions-setup.ts";

/** What bank matching needs of documents (their service): open invoices, and recording a payment from a bank line. */
export type DocumentsForBank = {
  openInvoices(vendorId: string): Promise<OpenInvoiceFact[]>;
  pay(
    vendorId: string,
    quoteId: string,
    payment: { date: string; amount: number; method: PaymentMethod; reference: string | null },
    userId: string | null,
    bankTransactionId: string,
  ): Promise<unknown>;
};

/** A statement's bytes as text: UTF-8 when valid, else Windows-1252 (French banks' OFX and CSV). */
export function decodeStatement(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The method a bank label tells: card, cheque, cash withdrawal, else transfer. */
export function methodFromLabel(label: string): TransactionPaymentMethod {
  const l = label.toUpperCase();
  if (/\b(CB|CARTE|PAIEMENT PAR CARTE)\b/.test(l)) return "CREDIT_CARD";
  if (/\b(CHQ|CHEQUE|CHÈQUE|REMISE CHQ)\b/.test(l)) return "CHECK";
  if (/\b(RETRAIT|DAB)\b/.test(l)) return "CASH";
  return "BANK_TRANSFER";
}

const quoteMethod = (t: TransactionPaymentMethod): PaymentMethod =>
  t === "CREDIT_CARD" || t === "CHECK" || t === "CASH" ? t : "BANK_TRANSFER";

export type LineSuggestions = {
  transactionId: string;
  invoices: MatchSuggestion[];
  payments: { transactionId: string; label: string; amount: number; transactionDate: string }[];
  category: { categoryId: string; confidence: number } | null;
};

/**
 * Bank statements: import (all lines or none, duplicates skipped), suggestions per unmatched line
 * (invoices, recorded payments, categories), acceptance (reconciles).
 */
export function createTransactionsBank({
  db,
  documents,
  today = parisToday,
}: {
  db: Db;
  documents: DocumentsForBank;
  today?: () => string;
}) {
  const repo = createTransactionsRepository();

  async function suggestions(vendorId: string, only?: Set<string>): Promise<LineSuggestions[]> {
    const { rows } = await repo.page(db, vendorId, { status: "UNRECONCILED" }, 1, 100);
    const lines = rows.filter((t) => t.source === "BANK" && (!only || only.has(t.id)));
    if (lines.length === 0) return [];
    const [open, pending, history] = await Promise.all([
      lines.some((l) => l.amountCents > 0) ? documents.openInvoices(vendorId) : Promise.resolve([]),
      repo.pendingPayments(db, vendorId),
      repo.categoryHistory(db, vendorId),
    ]);
    return lines.map((t) => ({
      transactionId: t.id,
      invoices: suggestMatches({ amount: t.amountCents, label: t.label, counterparty: t.counterparty }, open),
      payments: pending
        .filter(
          (p) =>
            Math.abs(p.amountCents - t.amountCents) <= matchTolerance(Math.abs(p.amountCents)) &&
            Math.sign(p.amountCents) === Math.sign(t.amountCents),
        )
        .slice(0, 3)
        .map((p) => ({ transactionId: p.id, label: p.label, amount: p.amountCents, transactionDate: p.transactionDate })),
      category: t.amountCents < 0 ? suggestCategory(t.label, history) : null,
    }));
  }

  return {
    suggestions: (vendorId: string) => suggestions(vendorId),

    /**
     * Imports a statement: every line checked first (a malformed file imports nothing and names its
     * line), lines already known skipped, the others stored UNRECONCILED.
     */
    async import(vendorId: string, filename: string, bytes: Buffer, userId: string | null) {
      if (bytes.length === 0) throw badRequest(codes.BANK_FILE_INVALID, m.bankFileEmpty);
      if (bytes.length > MAX_BANK_FILE_BYTES) throw badRequest(codes.BANK_FILE_INVALID, m.bankFileTooLarge);
      const parsed = parseBankStatement(decodeStatement(bytes));
      if (!parsed.ok)
        throw badRequest(codes.BANK_FILE_INVALID, `Ligne ${parsed.line} : ${parsed.reason} Aucune opération n'a été importée.`);
      const started = performance.now();
      const result = await db.transaction(async (tx) => {
        const fy = await ensureBooks(tx, repo, vendorId, today());
        const outside = parsed.lines.find((l) => !fiscalYearOf(l.date, fy));
        if (outside) {
          throw badRequest(
            codes.BANK_FILE_INVALID,
            `Opération du ${outside.date} : ${m.outsideFiscalYears} Aucune opération n'a été importée.`,
          );
        }
        // The same operation twice in one file without a bank id (two identical card payments) is kept twice.
        const seen = new Map<string, number>();
        const keyed = parsed.lines.map((l) => {
          const base = bankLineKey(l);
          const n = (seen.get(base) ?? 0) + 1;
          seen.set(base, n);
          return { line: l, key: n === 1 ? base : `${base}#${n}` };
        });
        const known = await repo.knownBankKeys(
          tx,
          vendorId,
          keyed.map((k) => k.key),
        );
        const fresh = keyed.filter((k) => !known.has(k.key));
        const importId = await repo.insertImport(tx, vendorId, {
          filename: filename.slice(0, 200),
          format: parsed.format,
          linesCount: parsed.lines.length,
          importedCount: fresh.length,
          duplicatesCount: parsed.lines.length - fresh.length,
          userId,
        });
        const ids: string[] = [];
        for (const { line, key } of fresh) ids.push((await insertLine(tx, vendorId, line, key, importId, parsed.account)).id);
        return {
          importId,
          ids,
          format: parsed.format,
          lines: parsed.lines.length,
          duplicates: parsed.lines.length - fresh.length,
        };
      });
      const lineSuggestions = await suggestions(vendorId, new Set(result.ids));
      const sure = lineSuggestions.filter((s) => isSureMatch(s.invoices[0]) || s.payments.length === 1).length;
      await db.transaction((tx) => repo.countImportMatched(tx, vendorId, result.importId, sure));
      return {
        format: result.format,
        lines: result.lines,
        imported: result.ids.length,
        duplicates: result.duplicates,
        sureMatches: sure,
        durationMs: Math.round(performance.now() - started),
      };
    },

    /**
     * Accepts a suggestion for a bank line: an invoice (a payment of the line's amount is recorded on
     * it, which reconciles the line and may make it PAID), or a payment already recorded (the line
     * confirms it: one transaction remains, RECONCILED).
     */
    async accept(
      vendorId: string,
      transactionId: string,
      target: { quoteId?: string; paymentTransactionId?: string },
      userId: string | null,
    ) {
      const line = await repo.get(db, vendorId, transactionId);
      if (!line || line.source !== "BANK") throw notFound(m.bankLineNotFound);
      if (line.documentPaymentId || line.status === "RECONCILED") throw badRequest(codes.MATCH_REFUSED, m.alreadyReconciled);
      if (target.quoteId) {
        if (line.amountCents <= 0) throw badRequest(codes.MATCH_REFUSED, m.notAnIncome);
        await documents.pay(
          vendorId,
          target.quoteId,
          {
            date: line.transactionDate,
            amount: centsToEuros(line.amountCents),
            method: quoteMethod(line.paymentMethod as TransactionPaymentMethod),
            reference: line.label.slice(0, 120),
          },
          userId,
          line.id,
        );
        return;
      }
      if (!target.paymentTransactionId) throw badRequest(codes.MATCH_REFUSED, m.matchNotPossible);
      await db.transaction(async (tx) => {
        const pending = await repo.get(tx, vendorId, target.paymentTransactionId as string, true);
        if (!pending || pending.status !== "PENDING") throw notFound(m.transactionNotFound);
        // The recorded payment keeps its allocation and document; it takes the bank line's identity.
        await repo.delete(tx, vendorId, line.id);
        await repo.update(tx, vendorId, pending.id, {
          status: "RECONCILED",
          bankKey: line.bankKey,
          importId: line.importId,
          bankAccount: line.bankAccount,
          counterparty: pending.counterparty ?? line.counterparty,
        });
      });
    },
  };

  async function insertLine(tx: Tx, vendorId: string, l: BankLine, key: string, importId: string, account: string | null) {
    return repo.insert(
      tx,
      vendorId,
      {
        label: l.label.slice(0, 200),
        amountCents: l.amount,
        transactionDate: l.date,
        transactionType: l.amount > 0 ? "INCOME" : "EXPENSE",
        bankAccount: account,
        status: "UNRECONCILED",
        paymentMethod: methodFromLabel(l.label),
        source: "BANK",
        counterparty: l.counterparty,
        bankKey: key,
        importId,
      },
      [],
    );
  }
}
export type TransactionsBank = ReturnType<typeof createTransactionsBank>;
