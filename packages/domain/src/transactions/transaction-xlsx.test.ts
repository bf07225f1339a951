import { describe, expect, it } from "vitest";
import { excelSerial, transactionsXlsxParts } from "./transaction-xlsx.ts";

describe("operations as an .xlsx workbook", () => {
  it("counts days as spreadsheets do (1900 system: 1900-03-01 is 61, 2026-11-27 is 46353)", () => {
    expect(excelSerial("1900-03-01")).toBe(61);
    expect(excelSerial("2026-11-27")).toBe(46353);
  });

  it("writes days as dates, amounts as numbers in euros and text escaped, under the CSV's header", () => {
    const parts = transactionsXlsxParts([
      {
        date: "2026-11-27",
        label: `Fleurs <Rose & "Lys">${String.fromCharCode(7)}`,
        amount: -12050,
        type: "EXPENSE",
        status: "RECONCILED",
        method: "CREDIT_CARD",
        counterparty: null,
        allocations: [
          {
            label: "Bouquets",
            amount: -10042,
            ttc: -12050,
            category: "Achats",
            account: "607000",
            taxDetails: [{ taxType: "TAX_20", taxAmount: -2008 }],
            document: null,
          },
        ],
      },
    ]);
    expect(parts.map((p) => p.name)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/_rels/workbook.xml.rels",
      "xl/worksheets/sheet1.xml",
      "xl/styles.xml",
    ]);
    const sheet = parts.find((p) => p.name === "xl/worksheets/sheet1.xml")?.xml ?? "";
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">Date</t></is></c>');
    expect(sheet).toContain('<c r="A2" s="2"><v>46353</v></c>');
    expect(sheet).toContain("Fleurs &lt;Rose &amp; &quot;Lys&quot;&gt;");
    expect(sheet).toContain('<c r="F2" s="3"><v>-120.50</v></c>');
    expect(sheet).toContain('<c r="K2" s="3"><v>-20.08</v></c>');
    expect(sheet).toContain('<dimension ref="A1:M2"/>');
  });
});
