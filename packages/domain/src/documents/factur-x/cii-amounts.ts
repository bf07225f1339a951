import { type VatCode, vatCodes } from "../../products/vat.ts";
import { type Discount, lineTotals, subtractBreakdown, type TaxBreakdown, type TaxGroup } from "../document-totals.ts";
import { lineVatCategory, type VatCategoryCode, type VatExemption, type VatRegime } from "../vat-categories.ts";
import { unitCodeOf } from "./unit-codes.ts";

/**
 * The amounts of a Factur-X invoice (EN 16931 BG-22, BG-23, BG-25), laid out from the document's own stored
 * amounts so that the XML says to the cent what the PDF prints: one line per VAT group of each document line
 * (a bundle mixing rates is one line per rate), its own discount as a line allowance; the global discount as
 * one document allowance per category (the share the tax engine gave each rate); the deposit invoices a final
 * invoice deducts as negative lines per rate, so that the VAT breakdown is the document's due one.
 */

export type FacturXSourceLine = {
  name: string;
  description: string | null;
  ref: string | null;
  unitType: string;
  quantityMilli: number;
  unitBases: { group: TaxGroup; unitCents: number }[];
  discount: Discount;
};

export type CiiCategory = { code: VatCategoryCode; ratePermille: number };

export type CiiLine = {
  name: string;
  description: string | null;
  ref: string | null;
  note: string | null;
  unitCode: string;
  /** Thousandths, negative on a deduction line. */
  quantityMilli: number;
  netPriceCents: number;
  allowanceCents: number;
  totalCents: number;
  category: CiiCategory;
};

export type CiiAllowance = { amountCents: number; reason: string; category: CiiCategory };

export type CiiTaxRow = CiiCategory & { baseCents: number; taxCents: number; exemption: VatExemption | null };

export type CiiAmounts = {
  lines: CiiLine[];
  allowances: CiiAllowance[];
  taxes: CiiTaxRow[];
  lineTotalCents: number;
  allowanceTotalCents: number;
  taxBasisCents: number;
  taxTotalCents: number;
  grandTotalCents: number;
};

const category = (regime: VatRegime, group: TaxGroup) => lineVatCategory(regime, group);
const groupOrder = (g: TaxGroup) => (g === "DEBOUR" ? vatCodes.length : vatCodes.indexOf(g));

export function ciiAmounts(input: {
  regime: VatRegime;
  lines: FacturXSourceLine[];
  /** What the document charges per rate (after the global discount), as stored. */
  charged: TaxBreakdown;
  /** What it deducts (a final invoice's deposit invoices), as stored. */
  deducted: TaxBreakdown;
  /** « Acompte F-2027-00001 du 12/03/2027 », the words of a deduction line. */
  deductionLabel: string;
}): CiiAmounts {
  const lines: CiiLine[] = [];
  const netByGroup = new Map<TaxGroup, number>();
  for (const line of input.lines) {
    const totals = lineTotals(line);
    line.unitBases.forEach((base, i) => {
      const part = totals.parts[i];
      if (!part) return;
      netByGroup.set(base.group, (netByGroup.get(base.group) ?? 0) + part.netCents);
      const { code, ratePermille } = category(input.regime, base.group);
      lines.push({
        name: line.name,
        description: line.description,
        ref: line.ref,
        note: line.unitBases.length > 1 ? "Part d'un forfait à plusieurs taux de TVA" : null,
        unitCode: unitCodeOf(line.unitType),
        quantityMilli: line.quantityMilli,
        netPriceCents: base.unitCents,
        allowanceCents: part.discountCents,
        totalCents: part.netCents,
        category: { code, ratePermille },
      });
    });
  }

  // The global discount: per rate, what the lines add up to minus what the document charges at that rate.
  const allowances: CiiAllowance[] = [];
  for (const d of input.charged.taxDetails) {
    const share = (netByGroup.get(d.taxType) ?? 0) - d.baseCents;
    if (share === 0) continue;
    const { code, ratePermille } = category(input.regime, d.taxType);
    allowances.push({ amountCents: share, reason: "Remise globale", category: { code, ratePermille } });
  }

  const deductions: { group: TaxGroup; baseCents: number }[] = [
    ...input.deducted.taxDetails.map((d) => ({ group: d.taxType as TaxGroup, baseCents: d.baseCents })),
    { group: "DEBOUR" as TaxGroup, baseCents: input.deducted.disbursementsCents },
  ].filter((d) => d.baseCents !== 0);
  deductions.sort((a, b) => groupOrder(a.group) - groupOrder(b.group));
  for (const d of deductions) {
    const { code, ratePermille } = category(input.regime, d.group);
    lines.push({
      name: input.deductionLabel,
      description: null,
      ref: null,
      note: null,
      unitCode: "C62",
      quantityMilli: -1000,
      netPriceCents: d.baseCents,
      allowanceCents: 0,
      totalCents: -d.baseCents,
      category: { code, ratePermille },
    });
  }

  // The breakdown of what the document is due, one row per category and rate (EN 16931 allows one E row:
  // disbursements and a franchise's sales are then one row whose reasons are both given).
  const due = subtractBreakdown(input.charged, input.deducted);
  const groups: { group: TaxGroup; baseCents: number; taxCents: number }[] = [
    ...due.taxDetails.map((d) => ({ group: d.taxType as TaxGroup, baseCents: d.baseCents, taxCents: d.taxAmountCents })),
    ...(due.disbursementsCents !== 0 || input.charged.disbursementsCents !== 0
      ? [{ group: "DEBOUR" as TaxGroup, baseCents: due.disbursementsCents, taxCents: 0 }]
      : []),
  ];
  const taxes: CiiTaxRow[] = [];
  for (const g of groups) {
    const c = category(input.regime, g.group);
    const row = taxes.find((t) => t.code === c.code && t.ratePermille === c.ratePermille);
    if (!row) {
      taxes.push({
        code: c.code,
        ratePermille: c.ratePermille,
        baseCents: g.baseCents,
        taxCents: g.taxCents,
        exemption: c.exemption,
      });
      continue;
    }
    row.baseCents += g.baseCents;
    row.taxCents += g.taxCents;
    if (c.exemption && row.exemption && !row.exemption.text.includes(c.exemption.text)) {
      row.exemption = { code: row.exemption.code, text: `${row.exemption.text} ; ${c.exemption.text}` };
    }
  }

  const lineTotalCents = lines.reduce((s, l) => s + l.totalCents, 0);
  const allowanceTotalCents = allowances.reduce((s, a) => s + a.amountCents, 0);
  const taxBasisCents = lineTotalCents - allowanceTotalCents;
  const taxTotalCents = taxes.reduce((s, t) => s + t.taxCents, 0);
  return {
    lines,
    allowances,
    taxes,
    lineTotalCents,
    allowanceTotalCents,
    taxBasisCents,
    taxTotalCents,
    grandTotalCents: taxBasisCents + taxTotalCents,
  };
}

export const isVatCode = (v: string): v is VatCode => (vatCodes as readonly string[]).includes(v);
