import { type VatCode, vatLabels } from "../products/vat.ts";
import type { QuoteType } from "./document-types.ts";

/**
 * How a printed document (the PDF) writes numbers, the way `Intl.NumberFormat("fr-FR")` does: a
 * narrow no-break space between thousands, a no-break space before "€" and "%", so that an amount
 * never breaks across two lines. Computed from integer cents, never from floating point.
 */
export const NARROW_NBSP = "\u202f";
export const NBSP = "\u00a0";

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NBSP);

/** 123456 → "1 234,56 €" (U+202F, U+00A0). */
export function formatEurosPrint(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, "0")}${NBSP}€`;
}

/** Thousandths as a quantity: 2500 → "2,5", 1000000 → "1 000". */
export function formatQuantityPrint(milli: number): string {
  const sign = milli < 0 ? "-" : "";
  const abs = Math.abs(milli);
  const fraction = String(abs % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${sign}${groupThousands(String(Math.floor(abs / 1000)))}${fraction ? `,${fraction}` : ""}`;
}

/** Hundredths of a percent: 1250 → "12,5 %". */
export function formatPercentPrint(hundredths: number): string {
  const fraction = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${Math.floor(hundredths / 100)}${fraction ? `,${fraction}` : ""}${NBSP}%`;
}

/** "20 %" with the no-break space of print. */
export const vatRatePrint = (code: VatCode): string => vatLabels[code].replace(" ", NBSP);

/** "732829320" → "732 829 320", "73282932000074" → "732 829 320 00074": as the INSEE prints them. */
export function formatSirenPrint(value: string): string {
  const digits = value.replace(/\s/g, "");
  if (/^\d{9}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (/^\d{14}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
  return value;
}

/** An IBAN in groups of four, as banks print it. */
export const formatIbanPrint = (iban: string): string =>
  iban
    .replace(/\s/g, "")
    .replace(/(.{4})/g, "$1 ")
    .trim();

const fileTitles: Record<QuoteType, string> = {
  QUOTE: "Devis",
  INVOICE: "Facture",
  CREDIT_NOTE: "Avoir",
  DEPOSIT: "Facture-acompte",
};

/**
 * The PDF's file name: "Facture-F-2026-00001.pdf"; a draft invoice has no number yet
 * ("Facture-brouillon.pdf"). Only letters, digits, "-" and "_" survive, so the name is safe in a
 * Content-Disposition header and on every file system.
 */
export function documentFileName(quoteType: QuoteType, number: string | null): string {
  const safe = (number ?? "").replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "");
  return `${fileTitles[quoteType]}-${safe || "brouillon"}.pdf`;
}

/** "Page 2 / 5", printed with the document's number at the foot of every page. */
export const pageLabel = (page: number, pages: number): string => `Page ${page} / ${pages}`;

/** The payment methods of the quote config as a document prints them. */
export const methodOfPaymentLabels: Record<string, string> = {
  CREDIT_CARD: "Carte bancaire",
  BANK_TRANSFER: "Virement bancaire",
  PAYPAL: "PayPal",
  CASH: "Espèces",
  CHECK: "Chèque",
};
