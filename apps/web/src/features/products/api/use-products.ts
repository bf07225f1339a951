import { unwrap } from "@cortege/api-client";
import type { Product, ProductSortField, productsContract, SortOrder } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { productQueryKeys } from "./product-query-keys.ts";

export type ProductListParams = {
  searchTerm?: string | undefined;
  category?: string | undefined;
  sortBy: ProductSortField;
  sortOrder: SortOrder;
};

/** The whole catalogue in the spec's default order: what the bundle editor and the export read. */
export const wholeCatalogue: ProductListParams = { sortBy: "unitSold", sortOrder: "desc" };

/** GET product/list: the vendor's catalogue, searched, filtered and sorted by the server. */
export async function fetchProducts(vendorId: string, params: ProductListParams): Promise<Product[]> {
  const page = unwrap(
    await apiClient.call<typeof productsContract.list>({
      method: "GET",
      path: "product/list",
      query: { vendorId, ...params },
      emptyList: { products: [] },
    }),
  );
  return page.products;
}

export const productsQueryOptions = (vendorId: string, params: ProductListParams) =>
  queryOptions({
    queryKey: [...productQueryKeys.lists(vendorId), params],
    queryFn: () => fetchProducts(vendorId, params),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  const vendorId = useVendorId();
  return useQuery(productsQueryOptions(vendorId, params));
}
