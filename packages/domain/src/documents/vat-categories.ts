import { type VatCode, vatCodes, vatRatePermille } from "../products/vat.ts";
import type { CompanyType } from "../vendors/vendor-types.ts";
import type { TaxGroup } from "./document-totals.ts";

/**
 * EN 16931 VAT categories (BT-151 per line, BT-118 per breakdown group) with their exemption reason
 * (BT-120 text, BT-121 VATEX code), so that a 0 % tells apart the franchise (art. 293 B CGI), an
 * exemption (art. 261…), a disbursement (art. 267 II-2°) and a true zero rate (docs/decisions.md
 * « VAT categories »). A later Factur-X export reads them from the issued document's snapshot.
 */
export const vatCategoryCodes = ["S", "Z", "E", "AE", "O"] as const;
export type VatCategoryCode = (typeof vatCategoryCodes)[number];

export const vatCategoryLabels: Record<VatCategoryCode, string> = {
  S: "Taux normal",
  Z: "Taux zéro",
  E: "Exonéré",
  AE: "Autoliquidation",
  O: "Hors champ",
};

/** The reasons a line carries no VAT, each with its VATEX code and the wording printed. */
export const vatExemptionReasons = {
  FRANCHISE: { code: "VATEX-FR-FRANCHISE", text: "TVA non applicable, art. 293 B du CGI" },
  ASSOCIATION: { code: "VATEX-EU-132", text: "TVA non applicable, art. 261-7-1° du CGI" },
  /** Art. 79 c) of the VAT directive is art. 267 II-2° CGI: costs paid in the client's name and on its behalf. */
  DISBURSEMENT: { code: "VATEX-EU-79-C", text: "Débours refacturés à l'euro près, hors base de TVA (art. 267 II-2° du CGI)" },
  REVERSE_CHARGE: { code: "VATEX-EU-AE", text: "Autoliquidation" },
  NOT_SUBJECT: { code: "VATEX-EU-O", text: "Opération hors du champ d'application de la TVA" },
} as const;
export type VatExemptionReasonKey = keyof typeof vatExemptionReasons;

export type VatExemption = { code: string; text: string };

/** What the vendor is for VAT: liable (it charges VAT), under the franchise, or exempt by an article of the CGI. */
export type VatRegime =
  | { kind: "LIABLE" }
  | { kind: "FRANCHISE"; exemption: VatExemption }
  | { kind: "EXEMPT"; exemption: VatExemption }
  /** An intermittent performer's fee is a salary (through the GUSO): outside the scope of VAT. */
  | { kind: "NOT_SUBJECT"; exemption: VatExemption };

/**
 * The vendor's regime from its billing settings (`isVat`, `vatMention`) and company type. VAT off means
 * the franchise (293 B) unless the mention cites another article (an association's 261-7-1°, a training
 * body's 261-4-4°…): then it is an exemption whose reason is the mention as the vendor wrote it.
 */
export function vatRegimeOf(input: { isVat: boolean; vatMention: string | null; companyType?: CompanyType | null }): VatRegime {
  if (input.isVat) return { kind: "LIABLE" };
  const mention = input.vatMention?.trim() ?? "";
  if (input.companyType === "INTERMITTENT") {
    return {
      kind: "NOT_SUBJECT",
      exemption: { code: vatExemptionReasons.NOT_SUBJECT.code, text: mention || vatExemptionReasons.NOT_SUBJECT.text },
    };
  }
  if (/293\s*B/i.test(mention) || (mention === "" && input.companyType !== "ASSOCIATION")) {
    return {
      kind: "FRANCHISE",
      exemption: { code: vatExemptionReasons.FRANCHISE.code, text: mention || vatExemptionReasons.FRANCHISE.text },
    };
  }
  if (mention === "" || /261[\s-]*7/.test(mention)) {
    return {
      kind: "EXEMPT",
      exemption: { code: vatExemptionReasons.ASSOCIATION.code, text: mention || vatExemptionReasons.ASSOCIATION.text },
    };
  }
  return { kind: "EXEMPT", exemption: { code: "VATEX-EU-132", text: mention } };
}

export type VatCategory = {
  code: VatCategoryCode;
  /** Tenths of a percent, as vatRatePermille (20 % → 200). */
  ratePermille: number;
  /** Null for S and Z, which need none. */
  exemption: VatExemption | null;
};

/**
 * A line's category by default, from the vendor's regime and the line's group (its product's VAT code,
 * or DEBOUR): a disbursement is E with art. 267 II-2° whatever the vendor; without VAT every line is E
 * with the vendor's reason; with VAT a positive rate is S and 0 % is Z.
 */
export function lineVatCategory(regime: VatRegime, group: TaxGroup): VatCategory {
  if (group === "DEBOUR") return { code: "E", ratePermille: 0, exemption: { ...vatExemptionReasons.DISBURSEMENT } };
  if (regime.kind === "NOT_SUBJECT") return { code: "O", ratePermille: 0, exemption: { ...regime.exemption } };
  if (regime.kind !== "LIABLE") return { code: "E", ratePermille: 0, exemption: { ...regime.exemption } };
  const rate = vatRatePermille[group];
  return rate > 0 ? { code: "S", ratePermille: rate, exemption: null } : { code: "Z", ratePermille: 0, exemption: null };
}

export type VatBreakdownRow = VatCategory & { vatCode: VatCode | null; baseCents: number; taxCents: number };

/**
 * The VAT breakdown by category (BG-23): one row per rate of the document's table, then the
 * disbursements as their own exempt row. Amounts are the document's own (never recomputed).
 */
export function vatCategoryBreakdown(
  regime: VatRegime,
  breakdown: { taxDetails: { taxType: string; baseCents: number; taxAmountCents: number }[]; disbursementsCents: number },
): VatBreakdownRow[] {
  const rows: VatBreakdownRow[] = [...breakdown.taxDetails]
    .filter((t) => (vatCodes as readonly string[]).includes(t.taxType))
    .sort((a, b) => vatCodes.indexOf(a.taxType as VatCode) - vatCodes.indexOf(b.taxType as VatCode))
    .map((t) => ({
      ...lineVatCategory(regime, t.taxType as VatCode),
      vatCode: t.taxType as VatCode,
      baseCents: t.baseCents,
      taxCents: t.taxAmountCents,
    }));
  if (breakdown.disbursementsCents !== 0) {
    rows.push({ ...lineVatCategory(regime, "DEBOUR"), vatCode: null, baseCents: breakdown.disbursementsCents, taxCents: 0 });
  }
  return rows;
}
