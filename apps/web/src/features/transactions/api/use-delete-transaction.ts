import { unwrap } from "@cortege/api-client";
import type { transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** POST transaction/delete {transactionId}. */
export async function deleteTransaction(vendorId: string, transactionId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof transactionsContract.delete>({
      method: "POST",
      path: "transaction/delete",
      body: { vendorId, transactionId },
    }),
  );
}

export function useDeleteTransaction(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => deleteTransaction(vendorId, transactionId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transactionQueryKeys.all(vendorId) }),
  });
}
