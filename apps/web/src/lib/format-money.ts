import { numberFormat } from "./intl.ts";
/** "1 250,50 €": euros as the vendor reads them (the language's grouping and decimal separator). */
export function formatEuros(euros: number, language: string): string {
  return numberFormat(language.startsWith("en") ? "en-GB" : "fr-FR", { style: "currency", currency: "EUR" }).format(euros);
}

export const formatCents = (cents: number, language: string) => formatEuros(cents / 100, language);

/** "1,5": a quantity with up to 3 decimals. */
export function formatQuantity(quantity: number, language: string): string {
  return numberFormat(language.startsWith("en") ? "en-GB" : "fr-FR", { maximumFractionDigits: 3 }).format(quantity);
}

/** What a vendor types for an amount or a quantity ("1 250,5", "12.40"): a number, or null when it is not one. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00A0\u202F€]/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

/** How a number is shown in a field being edited: French decimal comma, no grouping. */
export function decimalText(value: number, language: string): string {
  return language.startsWith("en") ? String(value) : String(value).replace(".", ",");
}

/** How an amount of money is shown in a field being edited: always two decimals (« 35,20 », never « 35,2 »), no grouping. */
export function amountText(euros: number, language: string): string {
  const fixed = euros.toFixed(2);
  return language.startsWith("en") ? fixed : fixed.replace(".", ",");
}
