import { unwrap } from "@cortege/api-client";
import type { TransactionWire, transactionsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { transactionQueryKeys } from "./transaction-query-keys.ts";

export type Acceptance = { transactionId: string; quoteId?: string; paymentTransactionId?: string };

/** POST transaction/bank/accept: the line pays the invoice (or confirms the recorded payment). */
export async function acceptSuggestion(vendorId: string, a: Acceptance): Promise<TransactionWire> {
  return unwrap(
    await apiClient.call<typeof transactionsContract.bankAccept>({
      method: "POST",
      path: "transaction/bank/accept",
      body: { vendorId, ...a },
    }),
  );
}

export function useAcceptSuggestion(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: Acceptance) => acceptSuggestion(vendorId, a),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionQueryKeys.all(vendorId) });
      // The invoice's status and payments changed too.
      void queryClient.invalidateQueries({ queryKey: ["documents", vendorId] });
    },
  });
}
