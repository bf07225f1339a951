import { unwrap } from "@cortege/api-client";
import type { documentsContract, PaymentInput, PaymentsWire } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

export type RecordPaymentInput = PaymentInput & { quoteId: string };

/** POST quote/payments/create: a payment received; the document's status follows (PAID to the cent). */
export async function recordPayment(vendorId: string, input: RecordPaymentInput): Promise<PaymentsWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.createPayment>({
      method: "POST",
      path: "quote/payments/create",
      body: { vendorId, ...input },
    }),
  );
}

export function useRecordPayment() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordPaymentInput) => recordPayment(vendorId, input),
    // The status, the lists' counts and the history may all have moved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
