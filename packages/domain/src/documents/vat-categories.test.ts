import { describe, expect, it } from "vitest";
import type { TaxGroup } from "./document-totals.ts";
import { lineVatCategory, type VatRegime, vatCategoryBreakdown, vatRegimeOf } from "./vat-categories.ts";

const liable: VatRegime = { kind: "LIABLE" };
const franchise = vatRegimeOf({ isVat: false, vatMention: "TVA non applicable, art. 293 B du CGI", companyType: "COMPANY" });
const association = vatRegimeOf({ isVat: false, vatMention: null, companyType: "ASSOCIATION" });

describe("the vendor's VAT regime", () => {
  it.each<[string, Parameters<typeof vatRegimeOf>[0], VatRegime]>([
    ["VAT on", { isVat: true, vatMention: null, companyType: "COMPANY" }, { kind: "LIABLE" }],
    [
      "VAT off with the 293 B mention",
      { isVat: false, vatMention: "TVA non applicable, art. 293 B du CGI", companyType: "COMPANY" },
      { kind: "FRANCHISE", exemption: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" } },
    ],
    [
      "VAT off without mention: the franchise",
      { isVat: false, vatMention: null, companyType: "COMPANY" },
      { kind: "FRANCHISE", exemption: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" } },
    ],
    [
      "an exempt association",
      { isVat: false, vatMention: "TVA non applicable, art. 261-7-1° du CGI", companyType: "ASSOCIATION" },
      { kind: "EXEMPT", exemption: { code: "VATEX-EU-132", text: "TVA non applicable, art. 261-7-1° du CGI" } },
    ],
    [
      "an association without mention",
      { isVat: false, vatMention: "", companyType: "ASSOCIATION" },
      { kind: "EXEMPT", exemption: { code: "VATEX-EU-132", text: "TVA non applicable, art. 261-7-1° du CGI" } },
    ],
    [
      "another article, as the vendor wrote it",
      { isVat: false, vatMention: "Exonération de TVA, art. 261-4-4° du CGI", companyType: "COMPANY" },
      { kind: "EXEMPT", exemption: { code: "VATEX-EU-132", text: "Exonération de TVA, art. 261-4-4° du CGI" } },
    ],
    [
      "an intermittent performer: outside the scope (a salary)",
      { isVat: false, vatMention: null, companyType: "INTERMITTENT" },
      { kind: "NOT_SUBJECT", exemption: { code: "VATEX-EU-O", text: "Opération hors du champ d'application de la TVA" } },
    ],
  ])("%s", (_, input, expected) => {
    expect(vatRegimeOf(input)).toEqual(expected);
  });
});

describe("a line's VAT category (EN 16931 BT-151)", () => {
  const disbursement = {
    code: "E",
    ratePermille: 0,
    exemption: { code: "VATEX-EU-79-C", text: "Débours refacturés à l'euro près, hors base de TVA (art. 267 II-2° du CGI)" },
  };
  it.each<[string, VatRegime, TaxGroup, unknown]>([
    ["20 % from a liable vendor", liable, "TAX_20", { code: "S", ratePermille: 200, exemption: null }],
    ["5,5 % from a liable vendor", liable, "TAX_5_5", { code: "S", ratePermille: 55, exemption: null }],
    ["0 % from a liable vendor: zero rate", liable, "TAX_0", { code: "Z", ratePermille: 0, exemption: null }],
    ["a disbursement from a liable vendor", liable, "DEBOUR", disbursement],
    ["a disbursement under the franchise stays a disbursement", franchise, "DEBOUR", disbursement],
    [
      "0 % under the franchise",
      franchise,
      "TAX_0",
      { code: "E", ratePermille: 0, exemption: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" } },
    ],
    [
      "0 % from an exempt association",
      association,
      "TAX_0",
      { code: "E", ratePermille: 0, exemption: { code: "VATEX-EU-132", text: "TVA non applicable, art. 261-7-1° du CGI" } },
    ],
    [
      "0 % from an intermittent performer: O",
      vatRegimeOf({ isVat: false, vatMention: null, companyType: "INTERMITTENT" }),
      "TAX_0",
      { code: "O", ratePermille: 0, exemption: { code: "VATEX-EU-O", text: "Opération hors du champ d'application de la TVA" } },
    ],
  ])("%s", (_, regime, group, expected) => {
    expect(lineVatCategory(regime, group)).toEqual(expected);
  });
});

describe("the VAT breakdown by category (BG-23)", () => {
  it("keeps the document's amounts, rates in order, disbursements last as exempt", () => {
    const rows = vatCategoryBreakdown(liable, {
      taxDetails: [
        { taxType: "TAX_20", baseCents: 100_000, taxAmountCents: 20_000 },
        { taxType: "TAX_0", baseCents: 5_000, taxAmountCents: 0 },
        { taxType: "TAX_10", baseCents: 50_000, taxAmountCents: 5_000 },
      ],
      disbursementsCents: 12_345,
    });
    expect(rows.map((r) => [r.code, r.vatCode, r.baseCents, r.taxCents, r.exemption?.code ?? null])).toEqual([
      ["Z", "TAX_0", 5_000, 0, null],
      ["S", "TAX_20", 100_000, 20_000, null],
      ["S", "TAX_10", 50_000, 5_000, null],
      ["E", null, 12_345, 0, "VATEX-EU-79-C"],
    ]);
  });

  it("under the franchise every base is exempt with the 293 B reason", () => {
    const rows = vatCategoryBreakdown(franchise, {
      taxDetails: [{ taxType: "TAX_0", baseCents: 80_000, taxAmountCents: 0 }],
      disbursementsCents: 0,
    });
    expect(rows).toEqual([
      {
        code: "E",
        ratePermille: 0,
        exemption: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" },
        vatCode: "TAX_0",
        baseCents: 80_000,
        taxCents: 0,
      },
    ]);
  });
});
