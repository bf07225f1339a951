import { unwrap } from "@cortege/api-client";
import type { DocumentStatus, documentsContract, PaymentInput, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { eventQueryKeys } from "../../events/api/event-query-keys.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import type { DocumentWire } from "./document-wire.ts";

export type DocumentStatusInput = {
  quoteType: QuoteType;
  quoteId: string;
  status: DocumentStatus;
  /** An accepted quote moves its event to RESERVATION_CONFIRMED. */
  confirmReservation?: boolean | undefined;
  /** To PAID: the payment received, of what remains. */
  payment?: PaymentInput | undefined;
};

/** POST quote/status: leaving DRAFT issues an invoice (numbered, frozen). */
export async function changeDocumentStatus(vendorId: string, input: DocumentStatusInput): Promise<DocumentWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.status>({
      method: "POST",
      path: "quote/status",
      body: { vendorId, ...input },
    }),
  );
}

export function useDocumentStatus() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentStatusInput) => changeDocumentStatus(vendorId, input),
    onSuccess: (saved, input) => {
      queryClient.setQueryData(documentQueryKeys.detail(vendorId, saved.quoteId), saved);
      void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all(vendorId) });
      // The event's pipeline status moved with the reservation.
      if (input.confirmReservation) void queryClient.invalidateQueries({ queryKey: eventQueryKeys.all(vendorId) });
    },
  });
}
