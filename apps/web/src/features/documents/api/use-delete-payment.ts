import { unwrap } from "@cortege/api-client";
import type { documentsContract, PaymentsWire } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

/** POST quote/payments/delete: a payment recorded by mistake; a PAID document reopens. */
export async function deletePayment(vendorId: string, paymentId: string): Promise<PaymentsWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.deletePayment>({
      method: "POST",
      path: "quote/payments/delete",
      body: { vendorId, paymentId },
    }),
  );
}

export function useDeletePayment() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => deletePayment(vendorId, paymentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) }),
  });
}
