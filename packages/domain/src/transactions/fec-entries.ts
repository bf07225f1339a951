import type { VatCode } from "../products/vat.ts";
import { ledgerAccounts as acc } from "./default-categories.ts";
import { type FecJournal, type FecRecord, fecAmount, fecColumns, fecDate, fecJournals, fecText } from "./fec-format.ts";

export type LedgerLine = {
  account: string;
  accountLabel: string;
  auxNum?: string | null;
  auxLib?: string | null;
  debit: number;
  credit: number;
  letter?: string | null;
  letterDate?: string | null;
};
export type LedgerEntry = {
  journal: FecJournal;
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  lines: LedgerLine[];
};

/** An issued invoice, deposit invoice or credit note, as the sales journal needs it (cents, TTC ≥ 0). */
export type SaleFact = {
  documentId: string;
  number: string;
  quoteType: "INVOICE" | "DEPOSIT" | "CREDIT_NOTE";
  date: string;
  clientCode: string;
  clientName: string;
  ttc: number;
  taxDetails: { taxType: VatCode; taxAmount: number }[];
  /** The deposit invoices a final invoice deducts: `ttc` and `taxDetails` above are what remains due. */
  deductions?: { number: string; ttc: number; taxDetails: { taxType: VatCode; taxAmount: number }[] }[];
};

/** A transaction with its allocations, as the bank and purchases journals need them (signed cents). */
export type MoneyFact = {
  transactionId: string;
  date: string;
  label: string;
  amount: number;
  cash: boolean;
  allocations: {
    label: string;
    date: string;
    ttc: number;
    ht: number;
    tax: number;
    account: string | null;
    accountLabel: string | null;
    /** The document it pays: its number and client, and whether it is a deposit invoice. */
    document: { number: string; clientCode: string; clientName: string; deposit?: boolean } | null;
  }[];
};

const line = (account: string, accountLabel: string, signed: number, extra: Partial<LedgerLine> = {}): LedgerLine => ({
  account,
  accountLabel,
  debit: signed > 0 ? signed : 0,
  credit: signed < 0 ? -signed : 0,
  ...extra,
});

/** Lettrage codes AA, AB… one per paid document, shared by its sale and its payments. */
function letterCode(n: number): string {
  let s = "";
  let i = n;
  do {
    s = String.fromCharCode(65 + (i % 26)) + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s.padStart(2, "A");
}

/**
 * The journal entries of a period: sales (VT: 411 / 706 + 44571 per invoice), purchases (AC: 6xx +
 * 44566 / 401 per expense allocation), bank or cash (BQ/CA: 512 or 530 against 411, 401 or the income
 * account). An allocation without a category goes to 471 (compte d'attente) for the accountant.
 *
 * Deposits (reference §3.4): a deposit invoice is no sale; its payment credits 4191 (avances et acomptes
 * reçus, with the VAT due on receipt to 44571). The final invoice posts the whole sale (411 full TTC /
 * 706 + 44571 full) and clears each deposit it deducts in the same entry (4191 + 44571 of the deposit /
 * 411), so 411 holds what remains due and 4191 goes back to zero. Lettrage: one code per final invoice
 * on its 411 lines, one per deposit on its 4191 lines.
 */
export function ledgerEntries(sales: readonly SaleFact[], money: readonly MoneyFact[]): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const letters = new Map<string, string>();
  const lettered = new Set(money.flatMap((t) => t.allocations.flatMap((a) => (a.document ? [a.document.number] : []))));
  for (const s of sales) for (const d of s.deductions ?? []) lettered.add(d.number).add(s.number);
  for (const number of [...lettered].sort()) letters.set(number, letterCode(letters.size));
  const taxSum = (details: readonly { taxAmount: number }[]) => details.reduce((sum, t) => sum + t.taxAmount, 0);

  for (const s of sales) {
    if (s.quoteType === "DEPOSIT") continue;
    const sign = s.quoteType === "CREDIT_NOTE" ? -1 : 1;
    const deductions = s.deductions ?? [];
    const fullTtc = s.ttc + deductions.reduce((sum, d) => sum + d.ttc, 0);
    const fullHt = fullTtc - taxSum(s.taxDetails) - deductions.reduce((sum, d) => sum + taxSum(d.taxDetails), 0);
    const fullTax = new Map<string, number>();
    for (const t of [...s.taxDetails, ...deductions.flatMap((d) => d.taxDetails)])
      fullTax.set(t.taxType, (fullTax.get(t.taxType) ?? 0) + t.taxAmount);
    const letter = letters.get(s.number) ?? null;
    const client = { auxNum: s.clientCode, auxLib: s.clientName, letter, letterDate: letter ? s.date : null };
    const lines: LedgerLine[] = [
      line(acc.clients.num, acc.clients.label, sign * fullTtc, client),
      line(acc.sales.num, acc.sales.label, -sign * fullHt),
    ];
    for (const [taxType, amount] of fullTax) {
      if (amount !== 0) lines.push(line(acc.vatCollected.num, `${acc.vatCollected.label} ${taxType}`, -sign * amount));
    }
    for (const d of deductions) {
      const depositLetter = letters.get(d.number) ?? null;
      lines.push(
        line(acc.deposits.num, acc.deposits.label, d.ttc - taxSum(d.taxDetails), {
          auxNum: s.clientCode,
          auxLib: s.clientName,
          letter: depositLetter,
          letterDate: depositLetter ? s.date : null,
        }),
      );
      for (const t of d.taxDetails) {
        if (t.taxAmount !== 0) lines.push(line(acc.vatCollected.num, `${acc.vatCollected.label} ${t.taxType}`, t.taxAmount));
      }
      lines.push(line(acc.clients.num, acc.clients.label, -d.ttc, client));
    }
    entries.push({
      journal: "VT",
      date: s.date,
      pieceRef: s.number,
      pieceDate: s.date,
      label: `${s.number} ${s.clientName}`,
      lines,
    });
  }

  for (const t of money) {
    const journal: FecJournal = t.cash ? "CA" : "BQ";
    const treasury = t.cash ? acc.cash : acc.bank;
    const ref = t.transactionId.slice(0, 8).toUpperCase();
    const lines: LedgerLine[] = [line(treasury.num, treasury.label, t.amount)];
    if (t.allocations.length === 0) lines.push(line(acc.suspense.num, acc.suspense.label, -t.amount));
    for (const a of t.allocations) {
      if (a.document?.deposit) {
        // A deposit received: an advance from the client (4191), its VAT due on receipt.
        const letter = letters.get(a.document.number) ?? null;
        lines.push(
          line(acc.deposits.num, acc.deposits.label, -a.ht, {
            auxNum: a.document.clientCode,
            auxLib: a.document.clientName,
            letter,
            letterDate: letter ? t.date : null,
          }),
        );
        if (a.tax !== 0) lines.push(line(acc.vatCollected.num, acc.vatCollected.label, -a.tax));
      } else if (a.document) {
        const letter = letters.get(a.document.number) ?? null;
        lines.push(
          line(acc.clients.num, acc.clients.label, -a.ttc, {
            auxNum: a.document.clientCode,
            auxLib: a.document.clientName,
            letter,
            letterDate: letter ? t.date : null,
          }),
        );
      } else if (a.ttc < 0) {
        // An expense: the purchase on its day (AC), paid from the bank through the supplier account.
        const account = a.account ?? acc.suspense.num;
        const accountLabel = a.accountLabel ?? acc.suspense.label;
        const purchase: LedgerLine[] = [line(account, accountLabel, -a.ht), line(acc.suppliers.num, acc.suppliers.label, a.ttc)];
        if (a.tax !== 0) purchase.splice(1, 0, line(acc.vatDeductible.num, acc.vatDeductible.label, -a.tax));
        entries.push({ journal: "AC", date: a.date, pieceRef: ref, pieceDate: a.date, label: fecText(a.label), lines: purchase });
        lines.push(line(acc.suppliers.num, acc.suppliers.label, -a.ttc));
      } else {
        lines.push(line(a.account ?? acc.suspense.num, a.accountLabel ?? acc.suspense.label, -a.ht));
        if (a.tax !== 0) lines.push(line(acc.vatCollected.num, acc.vatCollected.label, -a.tax));
      }
    }
    entries.push({ journal, date: t.date, pieceRef: ref, pieceDate: t.date, label: fecText(t.label), lines });
  }
  return settleLetters(entries);
}

/**
 * A lettrage code marks lines that clear each other: a code whose lines do not add up to zero (a
 * partial payment, a deposit not yet deducted) is left off; a cleared one is dated by its last line.
 */
function settleLetters(entries: LedgerEntry[]): LedgerEntry[] {
  const groups = new Map<string, { net: number; last: string }>();
  for (const e of entries)
    for (const l of e.lines) {
      if (!l.letter) continue;
      const g = groups.get(l.letter) ?? { net: 0, last: "" };
      g.net += l.debit - l.credit;
      if ((l.letterDate ?? "") > g.last) g.last = l.letterDate ?? "";
      groups.set(l.letter, g);
    }
  return entries.map((e) => ({
    ...e,
    lines: e.lines.map((l) => {
      const g = l.letter ? groups.get(l.letter) : undefined;
      if (!g) return l;
      return g.net === 0 ? { ...l, letterDate: g.last } : { ...l, letter: null, letterDate: null };
    }),
  }));
}

/**
 * The FEC text: entries sorted by date (then journal), numbered continuously per journal, validated on
 * their own day, tab-separated, the header first, CRLF line ends.
 */
export function fecText18(entries: readonly LedgerEntry[]): string {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.journal.localeCompare(b.journal));
  const counters = new Map<FecJournal, number>();
  const rows: string[] = [fecColumns.join("\t")];
  for (const e of sorted) {
    const n = (counters.get(e.journal) ?? 0) + 1;
    counters.set(e.journal, n);
    for (const l of e.lines) {
      if (l.debit === 0 && l.credit === 0) continue;
      const record: FecRecord = {
        JournalCode: e.journal,
        JournalLib: fecJournals[e.journal],
        EcritureNum: `${e.journal}${String(n).padStart(6, "0")}`,
        EcritureDate: fecDate(e.date),
        CompteNum: l.account,
        CompteLib: fecText(l.accountLabel),
        CompAuxNum: fecText(l.auxNum),
        CompAuxLib: fecText(l.auxLib),
        PieceRef: fecText(e.pieceRef),
        PieceDate: fecDate(e.pieceDate),
        EcritureLib: fecText(e.label) || fecText(e.pieceRef),
        Debit: fecAmount(l.debit),
        Credit: fecAmount(l.credit),
        EcritureLet: fecText(l.letter),
        DateLet: l.letter && l.letterDate ? fecDate(l.letterDate) : "",
        ValidDate: fecDate(e.date),
        Montantdevise: "",
        Idevise: "",
      };
      rows.push(fecColumns.map((c) => record[c]).join("\t"));
    }
  }
  return `${rows.join("\r\n")}\r\n`;
}
