import { unwrap } from "@cortege/api-client";
import type { TransactionConfigUpdate, TransactionConfigWire, transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** POST transaction/config/update: fiscal year and categories (renamed, hidden, added). */
export async function updateTransactionConfig(vendorId: string, update: TransactionConfigUpdate): Promise<TransactionConfigWire> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.updateConfig>({
      method: "POST",
      path: "transaction/config/update",
      body: { vendorId, ...update },
    }),
  );
}

export function useUpdateTransactionConfig(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TransactionConfigUpdate) => updateTransactionConfig(vendorId, update),
    onSuccess: (config) => {
      queryClient.setQueryData(transactionQueryKeys.config(vendorId), config);
      void queryClient.invalidateQueries({ queryKey: transactionQueryKeys.all(vendorId) });
    },
  });
}
