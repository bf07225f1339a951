import { describe, expect, it } from "vitest";
import {
  documentFileName,
  formatEurosPrint,
  formatIbanPrint,
  formatPercentPrint,
  formatQuantityPrint,
  formatSirenPrint,
  pageLabel,
  vatRatePrint,
} from "./print-format.ts";

const intlEuros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

describe("print formats", () => {
  it.each([0, 5, 99, 100, 123456, 100000000, -4550, 999999999])("writes %i cents as Intl fr-FR does", (cents) => {
    expect(formatEurosPrint(cents)).toBe(intlEuros.format(cents / 100));
  });

  it("keeps amounts on one line: narrow no-break space between thousands, no-break space before €", () => {
    expect(formatEurosPrint(123456)).toBe("1\u202f234,56\u00a0€");
  });

  it.each([
    [1000, "1"],
    [2500, "2,5"],
    [1250, "1,25"],
    [1000000, "1\u202f000"],
    [1, "0,001"],
  ])("writes %i thousandths as the quantity %s", (milli, text) => {
    expect(formatQuantityPrint(milli)).toBe(text);
  });

  it.each([
    [1250, "12,5\u00a0%"],
    [3000, "30\u00a0%"],
    [5, "0,05\u00a0%"],
  ])("writes %i hundredths as %s", (h, text) => {
    expect(formatPercentPrint(h)).toBe(text);
  });

  it("prints rates, identifiers and IBANs as French documents do", () => {
    expect(vatRatePrint("TAX_5_5")).toBe("5,5\u00a0%");
    expect(formatSirenPrint("732829320")).toBe("732 829 320");
    expect(formatSirenPrint("73282932000074")).toBe("732 829 320 00074");
    expect(formatSirenPrint("en cours")).toBe("en cours");
    expect(formatIbanPrint("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(pageLabel(2, 5)).toBe("Page 2 / 5");
  });

  it.each([
    ["INVOICE", "F-2026-00001", "Facture-F-2026-00001.pdf"],
    ["DEPOSIT", "AC-2026-00002", "Facture-acompte-AC-2026-00002.pdf"],
    ["CREDIT_NOTE", "AV/2026 01", "Avoir-AV-2026-01.pdf"],
    ["QUOTE", "D-2026-00001", "Devis-D-2026-00001.pdf"],
    ["INVOICE", null, "Facture-brouillon.pdf"],
  ] as const)("names the %s %s file %s", (type, number, name) => {
    expect(documentFileName(type, number)).toBe(name);
  });
});
