import { unwrap } from "@cortege/api-client";
import type { productsContract } from "@cortege/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { productQueryKeys } from "./product-query-keys.ts";

/** GET product/config: the catalogue's categories, in the vendor's order. */
export function useProductConfig() {
  const vendorId = useVendorId();
  return useQuery({
    queryKey: productQueryKeys.config(vendorId),
    queryFn: async () =>
      unwrap(
        await apiClient.call<typeof productsContract.config>({
          method: "GET",
          path: "product/config",
          query: { vendorId },
          emptyList: { categories: [] },
        }),
      ),
  });
}

/** POST product/config/update: the whole list; products of a removed category lose it. */
export function useUpdateProductConfig() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categories: string[]) =>
      unwrap(
        await apiClient.call<typeof productsContract.configUpdate>({
          method: "POST",
          path: "product/config/update",
          body: { vendorId, categories },
        }),
      ),
    onSuccess: (config) => {
      queryClient.setQueryData(productQueryKeys.config(vendorId), config);
      void queryClient.invalidateQueries({ queryKey: productQueryKeys.lists(vendorId) });
    },
  });
}
