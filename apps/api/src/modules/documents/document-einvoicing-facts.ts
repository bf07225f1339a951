import {
  lineVatCategory,
  type OperationNature,
  operationNatureOf,
  subtractBreakdown,
  type TaxBreakdown,
  type TaxGroup,
  toProductType,
  type VatBreakdownRow,
  type VatCategory,
  type VatCode,
  type VatRegime,
  vatCategoryBreakdown,
  vatRegimeOf,
} from "@cortege/domain";
import type { DocumentRow, LineRow } from "./documents.repository.ts";

/**
 * The structured facts of an issued document that the 2027 e-invoicing (Factur-X, EN 16931) needs and that
 * the PDF only prints: the vendor's VAT regime, each line's VAT category with its exemption reason, the VAT
 * breakdown by category of what the document is due (net of deductions), the nature of the operation, the
 * debits option and the date of the service. Frozen into the snapshot at issue, never recomputed after.
 */
export type EinvoicingFacts = {
  vatRegime: VatRegime;
  lines: ({ lineId: string; position: number } & VatCategory)[];
  vatBreakdown: VatBreakdownRow[];
  operationNature: OperationNature | null;
  vatOnDebits: boolean;
  serviceDate: string | null;
  /** The place of the service, the delivery address of EN 16931 (BG-15) when it differs from the buyer's. */
  serviceAddress: Record<string, unknown> | null;
};

export function einvoicingFacts(input: {
  row: DocumentRow;
  lines: LineRow[];
  company: Record<string, unknown>;
  serviceDate: string | null;
}): EinvoicingFacts {
  const cfg = (input.row.quoteConfig ?? {}) as { isVat?: boolean; vatMention?: string | null; vatOnDebits?: boolean };
  const isVat = cfg.isVat !== false;
  const vatRegime = vatRegimeOf({
    isVat,
    vatMention: cfg.vatMention ?? null,
    companyType: (typeof input.company.type === "string" ? input.company.type : "COMPANY") as never,
  });
  const top = input.lines.filter((l) => l.parentLineId === null).sort((a, b) => a.position - b.position);
  const lines = top.flatMap((l) => {
    // A bundle mixing rates is one line per rate in EN 16931 terms: each of its bases keeps its category.
    const groups = [...new Set(l.unitBases.map((b) => b.group as TaxGroup))];
    const group: TaxGroup =
      l.productType === "DEBOUR" ? "DEBOUR" : ((l.tax as VatCode | null) ?? (groups[0] as TaxGroup) ?? "TAX_0");
    const list = l.tax === null && groups.length > 1 ? groups : [group];
    return list.map((g) => ({ lineId: l.id, position: l.position, ...lineVatCategory(vatRegime, g) }));
  });
  const due = subtractBreakdown(input.row.breakdown as TaxBreakdown, input.row.deducted as TaxBreakdown);
  return {
    vatRegime,
    lines,
    vatBreakdown: vatCategoryBreakdown(vatRegime, due),
    operationNature: operationNatureOf(top.map((l) => toProductType(l.productType))),
    vatOnDebits: isVat && cfg.vatOnDebits === true,
    serviceDate: input.serviceDate,
    serviceAddress: input.row.serviceAddress ?? null,
  };
}
