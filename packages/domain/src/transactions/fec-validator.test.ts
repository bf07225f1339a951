import { describe, expect, it } from "vitest";
import { fecText18, ledgerEntries, type MoneyFact, type SaleFact } from "./fec-entries.ts";
import { decodeLatin9, encodeLatin9, fecColumns, fecFilename } from "./fec-format.ts";
import { validateFec } from "./fec-validator.ts";

const H = fecColumns.join("\t");
const row = (over: Partial<Record<(typeof fecColumns)[number], string>> = {}) => {
  const base: Record<string, string> = {
    JournalCode: "VT",
    JournalLib: "Ventes",
    EcritureNum: "VT000001",
    EcritureDate: "20260115",
    CompteNum: "411000",
    CompteLib: "Clients",
    CompAuxNum: "",
    CompAuxLib: "",
    PieceRef: "F-2026-00001",
    PieceDate: "20260115",
    EcritureLib: "Facture",
    Debit: "120,00",
    Credit: "0,00",
    EcritureLet: "",
    DateLet: "",
    ValidDate: "20260115",
    Montantdevise: "",
    Idevise: "",
    ...over,
  };
  return fecColumns.map((c) => base[c]).join("\t");
};
const counter = (over: Partial<Record<(typeof fecColumns)[number], string>> = {}) =>
  row({ CompteNum: "706000", CompteLib: "Prestations", Debit: "0,00", Credit: "120,00", ...over });
const file = (...lines: string[]) => `${[H, ...lines].join("\r\n")}\r\n`;
const rules = (text: string, fy?: { start: string; end: string }) => validateFec(text, fy).map((p) => p.rule);

describe("FEC validator (art. A47 A-1 LPF)", () => {
  it("accepts a balanced entry", () => {
    expect(validateFec(file(row(), counter()))).toEqual([]);
  });

  it.each([
    ["wrong header", `${H.replace("JournalLib", "Journal")}\r\n${row()}\r\n${counter()}`, "header"],
    ["no separator", "JournalCode;JournalLib\r\n", "separator"],
    ["17 fields", file(row().split("\t").slice(0, 17).join("\t")), "fields"],
    ["missing PieceRef", file(row({ PieceRef: "" }), counter()), "required"],
    ["bad date", file(row({ EcritureDate: "2026-01-15" }), counter({ EcritureDate: "2026-01-15" })), "date"],
    ["impossible date", file(row({ PieceDate: "20260231" }), counter()), "date"],
    ["account not PCG", file(row({ CompteNum: "CLI01" }), counter()), "account"],
    ["decimal point", file(row({ Debit: "120.00" }), counter()), "amount"],
    ["negative amount", file(row({ Debit: "-120,00" }), counter({ Credit: "-120,00" })), "amount"],
    ["debit and credit", file(row({ Credit: "120,00" }), counter({ Debit: "120,00" })), "amount"],
    ["aux without label", file(row({ CompAuxNum: "C001" }), counter()), "pair"],
    ["lettrage without date", file(row({ EcritureLet: "AA" }), counter()), "pair"],
    ["currency without code", file(row({ Montantdevise: "100,00" }), counter()), "pair"],
    ["unbalanced", file(row(), counter({ Credit: "100,00" })), "balance"],
    ["two dates in one entry", file(row(), counter({ EcritureDate: "20260116" })), "entry-date"],
    [
      "numbering gap",
      file(row(), counter(), row({ EcritureNum: "VT000003" }), counter({ EcritureNum: "VT000003" })),
      "numbering",
    ],
    [
      "out of order",
      file(
        row({ ValidDate: "20260120" }),
        counter({ ValidDate: "20260120" }),
        row({ EcritureNum: "VT000002" }),
        counter({ EcritureNum: "VT000002" }),
      ),
      "order",
    ],
  ])("refuses %s", (_name, text, rule) => {
    expect(rules(text)).toContain(rule);
  });

  it("refuses an entry outside the fiscal year", () => {
    expect(rules(file(row(), counter()), { start: "2026-02-01", end: "2027-01-31" })).toContain("period");
  });

  it("accepts pipes as the one separator", () => {
    expect(validateFec([H, row(), counter()].map((l) => l.replaceAll("\t", "|")).join("\n"))).toEqual([]);
  });
});

describe("FEC of a sale, its deposit and its payments", () => {
  const client = { clientCode: "C-MARTIN", clientName: "Anne Martin" };
  const sales: SaleFact[] = [
    {
      documentId: "d1",
      number: "AC-2026-00001",
      quoteType: "DEPOSIT",
      date: "2026-03-02",
      ...client,
      ttc: 36000,
      taxDetails: [{ taxType: "TAX_20", taxAmount: 6000 }],
    },
    {
      documentId: "d2",
      number: "F-2026-00001",
      quoteType: "INVOICE",
      date: "2026-06-20",
      ...client,
      ttc: 84000,
      taxDetails: [{ taxType: "TAX_20", taxAmount: 14000 }],
      deductions: [{ number: "AC-2026-00001", ttc: 36000, taxDetails: [{ taxType: "TAX_20", taxAmount: 6000 }] }],
    },
    {
      documentId: "d3",
      number: "AV-2026-00001",
      quoteType: "CREDIT_NOTE",
      date: "2026-06-25",
      ...client,
      ttc: 1200,
      taxDetails: [{ taxType: "TAX_20", taxAmount: 200 }],
    },
  ];
  const pay = (id: string, date: string, amount: number, number: string, tax = 0): MoneyFact => ({
    transactionId: id,
    date,
    label: `VIR ${client.clientName}`,
    amount,
    cash: false,
    allocations: [
      {
        label: number,
        date,
        ttc: amount,
        ht: amount - tax,
        tax,
        account: null,
        accountLabel: null,
        document: { number, ...client, deposit: number.startsWith("AC") },
      },
    ],
  });
  const money: MoneyFact[] = [
    pay("t-deposit", "2026-03-05", 36000, "AC-2026-00001", 6000),
    pay("t-final", "2026-06-28", 84000, "F-2026-00001"),
    {
      transactionId: "t-fuel",
      date: "2026-04-10",
      label: "TOTAL ÉNERGIES",
      amount: -6000,
      cash: false,
      allocations: [
        {
          label: "Gazole",
          date: "2026-04-10",
          ttc: -6000,
          ht: -5000,
          tax: -1000,
          account: "606100",
          accountLabel: "Carburant",
          document: null,
        },
      ],
    },
    { transactionId: "t-unknown", date: "2026-05-01", label: "PRLV INCONNU", amount: -990, cash: false, allocations: [] },
  ];

  it("is balanced, continuously numbered per journal and passes the validator", () => {
    const text = fecText18(ledgerEntries(sales, money));
    expect(validateFec(text, { start: "2026-01-01", end: "2026-12-31" })).toEqual([]);
    const lines = text
      .trim()
      .split("\r\n")
      .map((l) => l.split("\t"));
    expect(new Set(lines.slice(1).map((l) => l[0]))).toEqual(new Set(["VT", "BQ", "AC"]));
    // The deposit's payment and its clearing by the final invoice share a lettrage code on 4191.
    const deposit = lines.filter((l) => l[4] === "419100");
    expect(deposit).toHaveLength(2);
    expect(new Set(deposit.map((l) => l[13]))).toEqual(new Set([deposit[0]?.[13]]));
    expect(deposit[0]?.[13]).not.toBe("");
    expect(lines.find((l) => l[4] === "445660")?.[11]).toBe("10,00");
    expect(lines.find((l) => l[4] === "471000")?.[11]).toBe("9,90");
  });

  it("is written in ISO 8859-15 under SirenFECAAAAMMJJ.txt", () => {
    expect(fecFilename("732829320", "2026-12-31")).toBe("732829320FEC20261231.txt");
    const bytes = encodeLatin9("Énergie 5 €");
    expect([...bytes.slice(0, 1)]).toEqual([0xc9]);
    expect(bytes.at(-1)).toBe(0xa4);
    expect(decodeLatin9(bytes)).toBe("Énergie 5 €");
  });
});
