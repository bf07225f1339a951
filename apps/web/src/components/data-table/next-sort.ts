import type { DataTableSort, SortOrder } from "./data-table-types.ts";

/** A click on the sorted column turns its order round; a click on another column starts it in its first order. */
export function nextSort<Field extends string>(sort: DataTableSort<Field>, field: Field): { field: Field; order: SortOrder } {
  if (sort.field === field) return { field, order: sort.order === "asc" ? "desc" : "asc" };
  return { field, order: firstOrderOf(sort, field) };
}

export function firstOrderOf<Field extends string>(sort: DataTableSort<Field>, field: Field): SortOrder {
  return sort.firstOrder?.(field) ?? "asc";
}
