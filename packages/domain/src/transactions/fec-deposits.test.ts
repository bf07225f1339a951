import { describe, expect, it } from "vitest";
import type { VatCode } from "../products/vat.ts";
import { fecText18, ledgerEntries, type MoneyFact, type SaleFact } from "./fec-entries.ts";
import { validateFec } from "./fec-validator.ts";

const client = { clientCode: "C-MARTIN", clientName: "Anne et Paul Martin" };
const vat = (taxAmount: number, taxType: VatCode = "TAX_20") => (taxAmount === 0 ? [] : [{ taxType, taxAmount }]);

const deposit = (number: string, date: string, ttc: number, tax: number): SaleFact => ({
  documentId: number,
  number,
  quoteType: "DEPOSIT",
  date,
  ...client,
  ttc,
  taxDetails: vat(tax),
});
/** A final invoice of `fullTtc` / `fullTax` deducting deposits: its own totals are what remains due. */
const final = (number: string, date: string, fullTtc: number, fullTax: number, deducted: SaleFact[]): SaleFact => {
  const dTtc = deducted.reduce((s, d) => s + d.ttc, 0);
  const dTax = deducted.reduce((s, d) => s + d.taxDetails.reduce((x, t) => x + t.taxAmount, 0), 0);
  return {
    documentId: number,
    number,
    quoteType: "INVOICE",
    date,
    ...client,
    ttc: fullTtc - dTtc,
    taxDetails: vat(fullTax - dTax),
    deductions: deducted.map((d) => ({ number: d.number, ttc: d.ttc, taxDetails: d.taxDetails })),
  };
};
const payment = (number: string, date: string, ttc: number, tax: number, isDeposit: boolean, cash = false): MoneyFact => ({
  transactionId: `t-${number}-${date}`,
  date,
  label: `Paiement ${number}`,
  amount: ttc,
  cash,
  allocations: [
    {
      label: number,
      date,
      ttc,
      ht: ttc - tax,
      tax,
      account: null,
      accountLabel: null,
      document: { number, ...client, deposit: isDeposit },
    },
  ],
});

type Row = { account: string; debit: number; credit: number; letter: string; letterDate: string; journal: string };
const cents = (v: string) => Math.round(Number(v.replace(",", ".")) * 100);
function rows(text: string): Row[] {
  return text
    .trim()
    .split("\r\n")
    .slice(1)
    .map((l) => l.split("\t"))
    .map((f) => ({
      journal: f[0] ?? "",
      account: f[4] ?? "",
      debit: cents(f[11] ?? "0"),
      credit: cents(f[12] ?? "0"),
      letter: f[13] ?? "",
      letterDate: f[14] ?? "",
    }));
}
const balanceOf = (all: Row[], account: string): number =>
  0 + all.filter((r) => r.account === account).reduce((s, r) => s + r.debit - r.credit, 0);

const ac1 = deposit("AC-2026-00001", "2026-03-02", 90000, 15000);
const ac2 = deposit("AC-2026-00002", "2026-05-02", 60000, 10000);
const acNoVat = { ...deposit("AC-2026-00003", "2026-03-02", 50000, 0), taxDetails: [] };

describe("deposits in the FEC: 4191 on receipt, cleared against 411 by the final invoice", () => {
  it.each([
    {
      name: "one deposit then the balance, by bank",
      sales: [ac1, final("F-2026-00001", "2026-06-20", 300000, 50000, [ac1])],
      money: [payment(ac1.number, "2026-03-05", 90000, 15000, true), payment("F-2026-00001", "2026-06-28", 210000, 35000, false)],
      open411: 0,
      open4191: 0,
      vat: 50000,
      sales706: 250000,
      lettered: ["419100", "411000"],
    },
    {
      name: "two deposits, the second in cash",
      sales: [ac1, ac2, final("F-2026-00002", "2026-07-01", 300000, 50000, [ac1, ac2])],
      money: [
        payment(ac1.number, "2026-03-05", 90000, 15000, true),
        payment(ac2.number, "2026-05-06", 60000, 10000, true, true),
        payment("F-2026-00002", "2026-07-03", 150000, 25000, false),
      ],
      open411: 0,
      open4191: 0,
      vat: 50000,
      sales706: 250000,
      lettered: ["419100", "411000"],
    },
    {
      name: "a deposit received, the final invoice not yet issued",
      sales: [ac1],
      money: [payment(ac1.number, "2026-03-05", 90000, 15000, true)],
      open411: 0,
      open4191: -75000,
      vat: 15000,
      sales706: 0,
      lettered: [],
    },
    {
      name: "the final invoice issued, its balance not yet paid",
      sales: [ac1, final("F-2026-00001", "2026-06-20", 300000, 50000, [ac1])],
      money: [payment(ac1.number, "2026-03-05", 90000, 15000, true)],
      open411: 210000,
      open4191: 0,
      vat: 50000,
      sales706: 250000,
      lettered: ["419100"],
    },
    {
      name: "a deposit without VAT (franchise en base)",
      sales: [acNoVat, { ...final("F-2026-00003", "2026-06-20", 200000, 0, [acNoVat]), taxDetails: [] }],
      money: [payment(acNoVat.number, "2026-03-05", 50000, 0, true), payment("F-2026-00003", "2026-06-28", 150000, 0, false)],
      open411: 0,
      open4191: 0,
      vat: 0,
      sales706: 200000,
      lettered: ["419100", "411000"],
    },
  ])("$name", ({ sales, money, open411, open4191, vat: vatDue, sales706, lettered }) => {
    const text = fecText18(ledgerEntries(sales, money));
    expect(validateFec(text, { start: "2026-01-01", end: "2026-12-31" })).toEqual([]);
    const all = rows(text);
    expect(balanceOf(all, "411000")).toBe(open411);
    expect(balanceOf(all, "419100")).toBe(open4191);
    expect(0 - balanceOf(all, "445710")).toBe(vatDue);
    expect(0 - balanceOf(all, "706000")).toBe(sales706);
    // A deposit invoice is no sale of its own: only final invoices reach the sales journal.
    expect(all.filter((r) => r.journal === "VT" && r.account === "706000")).toHaveLength(sales706 === 0 ? 0 : 1);
    for (const account of ["411000", "419100"]) {
      const lines = all.filter((r) => r.account === account);
      if (lettered.includes(account)) {
        // Cleared: every line carries a code; the lines of a code add up to zero and share one date.
        expect(lines.every((l) => l.letter !== "")).toBe(true);
        for (const code of new Set(lines.map((l) => l.letter))) {
          const group = lines.filter((l) => l.letter === code);
          expect(group.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
          expect(new Set(group.map((l) => l.letterDate)).size).toBe(1);
        }
      } else {
        expect(lines.every((l) => l.letter === "" && l.letterDate === "")).toBe(true);
      }
    }
  });
});
