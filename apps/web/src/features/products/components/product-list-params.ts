import { DEFAULT_PRODUCT_SORT, type ProductSortField, productSortFields, type SortOrder } from "@cortege/domain";
import type { ProductListParams } from "../api/use-products.ts";

/** The sort fields as the address writes them, in French. */
const slugs: Record<ProductSortField, string> = {
  name: "nom",
  ref: "reference",
  price: "prix-ht",
  priceTTC: "prix-ttc",
  unitSold: "ventes",
  tax: "tva",
  revenue: "chiffre-affaires",
};

/** Descending first for figures a vendor wants the biggest of; names and references ascending. */
export const defaultOrderOf = (field: ProductSortField): SortOrder => (field === "name" || field === "ref" ? "asc" : "desc");

export type ProductListState = { q: string; category: string | undefined; sortBy: ProductSortField; sortOrder: SortOrder };

/**
 * The catalogue list as written in the address (?q=&categorie=&tri=prix-ttc&ordre=asc): a reload,
 * the back button or a shared link shows the same list. Anything unknown falls back to the default
 * (units sold, descending: spec part 2 §5).
 */
export function readProductListParams(params: URLSearchParams): ProductListState {
  const slug = params.get("tri");
  const sortBy = productSortFields.find((f) => slugs[f] === slug) ?? DEFAULT_PRODUCT_SORT.sortBy;
  const order = params.get("ordre");
  return {
    q: params.get("q") ?? "",
    category: params.get("categorie") || undefined,
    sortBy,
    sortOrder: order === "asc" || order === "desc" ? order : defaultOrderOf(sortBy),
  };
}

/** Writes the state back, leaving defaults out so that the address stays short. */
export function writeProductListParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.category) params.set("categorie", state.category);
  if (state.sortBy !== DEFAULT_PRODUCT_SORT.sortBy) params.set("tri", slugs[state.sortBy]);
  if (state.sortOrder !== defaultOrderOf(state.sortBy)) params.set("ordre", state.sortOrder);
  return params;
}

export function listParamsOf(state: ProductListState): ProductListParams {
  return {
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    ...(state.q.trim() ? { searchTerm: state.q.trim() } : {}),
    ...(state.category ? { category: state.category } : {}),
  };
}
