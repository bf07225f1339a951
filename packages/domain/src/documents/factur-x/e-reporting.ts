import { type VatCode, vatLabels } from "../../products/vat.ts";
import { allocateProportionally } from "../allocation.ts";
import type { TaxBreakdown } from "../document-totals.ts";

/**
 * The e-reporting data of the 2027 reform (art. 290 and 290 A CGI): what a vendor transmits through its PA
 * besides its B2B e-invoices. B2C sales: per day and per VAT rate, the base and the VAT of the documents
 * issued to consumers (credit notes negative). Payments of services: per day and per rate, what was received
 * (the VAT on services is due on payment), each payment split over its document's rates in proportion to what
 * the document is due per rate. Disbursements are their own « débours » line, outside VAT.
 */

export type ReportingRate = VatCode | "DEBOUR";
export type EReportingKind = "B2C_SALES" | "SERVICE_PAYMENTS";
export type EReportingRow = { kind: EReportingKind; date: string; rate: ReportingRate; baseCents: number; taxCents: number };

const rateOrder: ReportingRate[] = ["TAX_20", "TAX_10", "TAX_5_5", "TAX_2_1", "TAX_0", "DEBOUR"];

function collect(kind: EReportingKind, items: { date: string; rate: ReportingRate; baseCents: number; taxCents: number }[]) {
  const map = new Map<string, EReportingRow>();
  for (const i of items) {
    const key = `${i.date}|${i.rate}`;
    const row = map.get(key) ?? { kind, date: i.date, rate: i.rate, baseCents: 0, taxCents: 0 };
    row.baseCents += i.baseCents;
    row.taxCents += i.taxCents;
    map.set(key, row);
  }
  return [...map.values()].sort((a, b) =>
    a.date === b.date ? rateOrder.indexOf(a.rate) - rateOrder.indexOf(b.rate) : a.date < b.date ? -1 : 1,
  );
}

const partsOf = (due: TaxBreakdown) => [
  ...due.taxDetails.map((d) => ({ rate: d.taxType as ReportingRate, baseCents: d.baseCents, taxCents: d.taxAmountCents })),
  ...(due.disbursementsCents !== 0 ? [{ rate: "DEBOUR" as ReportingRate, baseCents: due.disbursementsCents, taxCents: 0 }] : []),
];

/** Issued documents to consumers, each with its issue date, its sign (-1 for a credit note) and what it is due. */
export function b2cSales(documents: { date: string; sign: 1 | -1; due: TaxBreakdown }[]): EReportingRow[] {
  return collect(
    "B2C_SALES",
    documents.flatMap((d) =>
      partsOf(d.due).map((p) => ({ date: d.date, rate: p.rate, baseCents: d.sign * p.baseCents, taxCents: d.sign * p.taxCents })),
    ),
  );
}

/** Payments received on services, each with the breakdown of the document it pays. */
export function servicePayments(payments: { date: string; amountCents: number; due: TaxBreakdown }[]): EReportingRow[] {
  return collect(
    "SERVICE_PAYMENTS",
    payments.flatMap((p) => {
      const parts = partsOf(p.due).filter((x) => x.baseCents + x.taxCents > 0);
      if (parts.length === 0) return [];
      const shares = allocateProportionally(
        p.amountCents,
        parts.map((x) => x.baseCents + x.taxCents),
      );
      return parts.map((x, i) => {
        const [base, tax] = allocateProportionally(shares[i] as number, [x.baseCents, x.taxCents]);
        return { date: p.date, rate: x.rate, baseCents: base as number, taxCents: tax as number };
      });
    }),
  );
}

const kindLabels: Record<EReportingKind, string> = {
  B2C_SALES: "Ventes aux particuliers (B2C)",
  SERVICE_PAYMENTS: "Encaissements de prestations de services",
};
const euros = (cents: number) => {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
};

/** The rows as a French spreadsheet opens them: UTF-8 with a BOM, semicolons, decimal commas. */
export function eReportingCsv(rows: EReportingRow[]): string {
  const header = ["Données", "Date", "Taux de TVA", "Base HT", "TVA", "Total TTC"];
  const lines = rows.map((r) =>
    [
      kindLabels[r.kind],
      r.date,
      r.rate === "DEBOUR" ? "Débours (hors TVA)" : vatLabels[r.rate],
      euros(r.baseCents),
      euros(r.taxCents),
      euros(r.baseCents + r.taxCents),
    ].join(";"),
  );
  return `\uFEFF${[header.join(";"), ...lines].join("\r\n")}\r\n`;
}
