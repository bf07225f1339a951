import { unwrap } from "@cortege/api-client";
import type { TransactionConfigWire, transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** POST transaction/config/reset-categories: the default chart back as shipped. */
export async function resetCategories(vendorId: string): Promise<TransactionConfigWire> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.resetCategories>({
      method: "POST",
      path: "transaction/config/reset-categories",
      body: { vendorId },
    }),
  );
}

export function useResetCategories(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetCategories(vendorId),
    onSuccess: (config) => queryClient.setQueryData(transactionQueryKeys.config(vendorId), config),
  });
}
