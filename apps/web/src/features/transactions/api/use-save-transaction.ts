import { unwrap } from "@cortege/api-client";
import type { TransactionInput, TransactionWire, transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

/** POST transaction/create, or transaction/update with its id. */
export async function saveTransaction(
  vendorId: string,
  input: TransactionInput,
  transactionId?: string,
): Promise<TransactionWire> {
  return unwrap(
    transactionId
      ? await apiClient.call<typeof transactionsContract.update>({
          method: "POST",
          path: "transaction/update",
          body: { vendorId, ...input, transactionId },
        })
      : await apiClient.call<typeof transactionsContract.create>({
          method: "POST",
          path: "transaction/create",
          body: { vendorId, ...input },
        }),
  );
}

export function useSaveTransaction(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, transactionId }: { input: TransactionInput; transactionId?: string | undefined }) =>
      saveTransaction(vendorId, input, transactionId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: transactionQueryKeys.all(vendorId) }),
  });
}
