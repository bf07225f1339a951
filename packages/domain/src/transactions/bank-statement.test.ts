import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isSureMatch, suggestCategory, suggestMatches } from "./bank-matching.ts";
import { bankLineKey, parseBankAmount, parseBankDate, parseBankStatement } from "./bank-statement.ts";

const fixture = (name: string, encoding: BufferEncoding = "utf8") =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), encoding);

describe("bank statement files", () => {
  it.each([
    [
      "credit-agricole-sgml.ofx",
      "OFX",
      3,
      { reference: "2026110300001", date: "2026-11-03", amount: 135000, counterparty: "VIR SEPA MARTIN ANNE" },
    ],
    [
      "boursorama-xml.ofx",
      "OFX",
      2,
      { reference: "BRS-77812", date: "2026-11-12", amount: 240000, label: "VIR DURAND EVENTS F-2026-00012" },
    ],
    [
      "bnp-camt053.xml",
      "CAMT053",
      2,
      { reference: "BNP-20261103-0001", amount: 135000, counterparty: "Anne Martin", label: "Anne Martin Acompte mariage 12/06" },
    ],
    [
      "credit-agricole.csv",
      "CSV",
      3,
      { date: "2026-11-03", amount: 135000, label: "VIR SEPA RECU /DE MARTIN ANNE /MOTIF ACOMPTE" },
    ],
    ["bnp.csv", "CSV", 2, { date: "2026-11-03", amount: 135000 }],
    ["societe-generale.csv", "CSV", 2, { date: "2026-11-03", amount: 135000, label: "VIR RECU MARTIN" }],
    ["boursorama.csv", "CSV", 2, { date: "2026-11-03", amount: 135000, label: "VIR SEPA MARTIN ANNE" }],
    ["qonto.csv", "CSV", 1, { date: "2026-11-03", amount: 135000, reference: "TRX-9911", label: "Anne Martin" }],
  ] as const)("reads %s", (name, format, count, first) => {
    const result = parseBankStatement(fixture(name, name.includes("sgml") ? "latin1" : "utf8"));
    if (!result.ok) throw new Error(`${result.line}: ${result.reason}`);
    expect(result.format).toBe(format);
    expect(result.lines).toHaveLength(count);
    expect(result.lines[0]).toMatchObject(first);
  });

  it("reads debits as negative amounts", () => {
    const r = parseBankStatement(fixture("bnp-camt053.xml"));
    expect(r.ok && r.lines[1]).toMatchObject({ amount: -48000, counterparty: "Loc&Son" });
    const csv = parseBankStatement(fixture("bnp.csv"));
    expect(csv.ok && csv.lines[1]?.amount).toBe(-3999);
  });

  it.each([
    ["malformed date", fixture("malformed-date.csv"), 3, "Date invalide : « 31/11/2026 »."],
    ["empty", "  ", 1, "Le fichier est vide."],
    ["no header", "a;b;c\n1;2;3\n", 1, "En-tête introuvable"],
    [
      "ofx amount",
      fixture("credit-agricole-sgml.ofx", "latin1").replace("<TRNAMT>-62,40", "<TRNAMT>abc"),
      48,
      "Montant TRNAMT invalide",
    ],
    ["camt indicator", fixture("bnp-camt053.xml").replace("<CdtDbtInd>DBIT", "<CdtDbtInd>XX"), 21, "CdtDbtInd"],
  ])("names the line and the reason of a malformed file (%s)", (_n, text, line, reason) => {
    const r = parseBankStatement(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.line).toBe(line);
      expect(r.reason).toContain(reason);
    }
  });

  it.each([
    ["1 234,56", 123456],
    ["-45.10", -4510],
    ["+12", 1200],
    ["1.234,56", 123456],
    ["1,234.56", 123456],
    ["12,3", 1230],
    ["abc", null],
  ])("reads the amount %s", (raw, cents) => {
    expect(parseBankAmount(raw)).toBe(cents);
  });

  it.each([
    ["27/11/2026", "2026-11-27"],
    ["27-11-26", "2026-11-27"],
    ["20261127120000[+1:CET]", "2026-11-27"],
    ["2026-02-30", null],
  ])("reads the date %s", (raw, iso) => {
    expect(parseBankDate(raw)).toBe(iso);
  });

  it("keys a line by the bank's reference, else by day, amount and label", () => {
    expect(bankLineKey({ reference: "X1", date: "2026-11-03", amount: 1, label: "a", counterparty: null })).toBe("ref:X1");
    const a = bankLineKey({ reference: null, date: "2026-11-03", amount: 135000, label: "VIR  Martin", counterparty: null });
    expect(a).toBe(bankLineKey({ reference: null, date: "2026-11-03", amount: 135000, label: "vir martin", counterparty: null }));
  });
});

describe("match and category suggestions", () => {
  const open = [
    { quoteId: "q1", name: "AC-2026-00001", clientName: "Anne Martin et Paul Roy", remaining: 135000, dueDate: null },
    { quoteId: "q2", name: "F-2026-00004", clientName: "Durand Events", remaining: 135000, dueDate: null },
    { quoteId: "q3", name: "F-2026-00005", clientName: "Claire Petit", remaining: 300000, dueDate: null },
  ];
  it("puts the invoice of the same amount and the payer's name first, sure enough to take", () => {
    const s = suggestMatches({ amount: 135000, label: "VIR SEPA MARTIN ANNE ACOMPTE", counterparty: null }, open);
    expect(s.map((x) => x.quoteId)).toEqual(["q1", "q2"]);
    expect(isSureMatch(s[0])).toBe(true);
    expect(isSureMatch(s[1])).toBe(false);
  });
  it("tolerates 1 € of bank fees, and names a partial payment", () => {
    expect(suggestMatches({ amount: 134950, label: "VIR X", counterparty: null }, open).map((x) => x.quoteId)).toEqual([
      "q1",
      "q2",
    ]);
    expect(suggestMatches({ amount: 100000, label: "VIR CLAIRE PETIT", counterparty: null }, open).map((x) => x.quoteId)).toEqual(
      ["q3"],
    );
    expect(suggestMatches({ amount: -135000, label: "Martin", counterparty: null }, open)).toEqual([]);
  });
  it("learns categories from the vendor's history", () => {
    const history = [
      { label: "CB TOTAL ENERGIES 04/10", categoryId: "fuel" },
      { label: "CB TOTAL ENERGIES 12/10", categoryId: "fuel" },
      { label: "PRLV SFR BOX", categoryId: "telecom" },
    ];
    expect(suggestCategory("CB TOTAL ENERGIES 04/11", history)).toEqual({ categoryId: "fuel", confidence: 1 });
    expect(suggestCategory("ACHAT FLEURS", history)).toBeNull();
  });
});
