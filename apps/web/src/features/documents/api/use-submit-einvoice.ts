import { unwrap } from "@cortege/api-client";
import type { documentsContract, QuoteType } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { einvoiceStatusQueryOptions } from "./use-einvoice-status.ts";

/** POST quote/einvoice/submit: deposits the issued document's Factur-X on the vendor's plateforme agréée. */
export function useSubmitEinvoice(quoteType: QuoteType, quoteId: string) {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await apiClient.call<typeof documentsContract.submitEinvoice>({
          method: "POST",
          path: "quote/einvoice/submit",
          body: { vendorId, quoteType, quoteId },
        }),
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(einvoiceStatusQueryOptions(vendorId, quoteType, quoteId).queryKey, answer);
    },
  });
}
