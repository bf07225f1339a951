import { unwrap } from "@cortege/api-client";
import type { TransactionInput, TransactionWire } from "@cortege/domain";
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
    await apiClient.request<TransactionWire>({
      method: "POST",
      path: transactionId ? "transaction/update" : "transaction/create",
      body: { vendorId, ...input, ...(transactionId ? { transactionId } : {}) },
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
