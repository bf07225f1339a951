import { foldAccents } from "../text/fold-accents.ts";
import type { ProductSortField, SortOrder } from "./product-schemas.ts";

export const COPY_SUFFIX = " (Copie)";

/** The name of a duplicate: the original's with " (Copie)", kept within the 200 characters of a name. */
export function copyName(name: string): string {
  return `${name.slice(0, 200 - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** What sorting and searching read of a product (amounts in euros with 2 decimals, as on the wire). */
export type SortableProduct = {
  name: string;
  ref: string | null;
  description?: string | null;
  price: number;
  priceTTC: number;
  unitSold: number;
  revenue: number;
};

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
const cents = (euros: number) => BigInt(Math.round(euros * 100));

/** Compares the VAT share of two prices exactly: (ttc − ht) / ht, cross-multiplied in integers. */
function compareTaxRate(a: SortableProduct, b: SortableProduct): number {
  const left = (cents(a.priceTTC) - cents(a.price)) * cents(b.price);
  const right = (cents(b.priceTTC) - cents(b.price)) * cents(a.price);
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareField(field: ProductSortField, a: SortableProduct, b: SortableProduct): number {
  switch (field) {
    case "name":
      return collator.compare(a.name, b.name);
    case "ref":
      return collator.compare(a.ref ?? "", b.ref ?? "");
    case "price":
      return Number(cents(a.price) - cents(b.price));
    case "priceTTC":
      return Number(cents(a.priceTTC) - cents(b.priceTTC));
    case "unitSold":
      return a.unitSold - b.unitSold;
    case "tax":
      return compareTaxRate(a, b);
    case "revenue":
      return Number(cents(a.revenue) - cents(b.revenue));
  }
}

/**
 * The spec's order (part 2 §5): the chosen field ascending or descending, ties broken by name, then
 * by units sold descending. Products without a reference come last when sorting by reference.
 */
export function compareProducts(field: ProductSortField, order: SortOrder) {
  const sign = order === "asc" ? 1 : -1;
  return (a: SortableProduct, b: SortableProduct): number => {
    if (field === "ref" && (a.ref === null) !== (b.ref === null)) return a.ref === null ? 1 : -1;
    const primary = sign * compareField(field, a, b);
    if (primary !== 0) return primary;
    const byName = collator.compare(a.name, b.name);
    if (byName !== 0) return byName;
    return b.unitSold - a.unitSold;
  };
}

export function sortProducts<T extends SortableProduct>(products: readonly T[], field: ProductSortField, order: SortOrder): T[] {
  return [...products].sort(compareProducts(field, order));
}

/** A search of the catalogue: every word typed, accents and case ignored, in the name, reference or description. */
export function matchesProductSearch(product: SortableProduct, searchTerm: string | undefined): boolean {
  const words = foldAccents(searchTerm ?? "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldAccents([product.name, product.ref ?? "", product.description ?? ""].join(" "));
  return words.every((w) => haystack.includes(w));
}
