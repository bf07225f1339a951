import { unwrap } from "@cortege/api-client";
import type { ProductInputValues, productsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { productQueryKeys } from "./product-query-keys.ts";

function useInvalidatingMutation<I, O>(call: (vendorId: string, input: I) => Promise<O>) {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => call(vendorId, input),
    // Bundles show their lines' prices: any change may move other rows, so every list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productQueryKeys.all(vendorId) }),
  });
}

export type SaveProductInput = { productId?: string | undefined; product: ProductInputValues };

/** POST product/create {product, vendorId} or product/update. */
export function useSaveProduct() {
  return useInvalidatingMutation(async (vendorId, { productId, product }: SaveProductInput) =>
    unwrap(
      productId
        ? await apiClient.call<typeof productsContract.update>({
            method: "POST",
            path: "product/update",
            body: { vendorId, product: { ...product, productId } },
          })
        : await apiClient.call<typeof productsContract.create>({
            method: "POST",
            path: "product/create",
            body: { vendorId, product },
          }),
    ),
  );
}

/** POST product/duplicate: the copy is "… (Copie)" and has sold nothing yet. */
export function useDuplicateProduct() {
  return useInvalidatingMutation(async (vendorId, productId: string) =>
    unwrap(
      await apiClient.call<typeof productsContract.duplicate>({
        method: "POST",
        path: "product/duplicate",
        body: { vendorId, productId },
      }),
    ),
  );
}

/** POST product/delete {productIds}. */
export function useDeleteProducts() {
  return useInvalidatingMutation(async (vendorId, productIds: string[]) =>
    unwrap(
      await apiClient.call<typeof productsContract.delete>({
        method: "POST",
        path: "product/delete",
        body: { vendorId, productIds },
      }),
    ),
  );
}

/** POST product/import: the accepted rows of a file, all or none. */
export function useImportProducts() {
  return useInvalidatingMutation(async (vendorId, products: ProductInputValues[]) =>
    unwrap(
      await apiClient.call<typeof productsContract.import>({
        method: "POST",
        path: "product/import",
        body: { vendorId, products },
      }),
    ),
  );
}
