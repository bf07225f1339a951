import { unwrap } from "@cortege/api-client";
import type { documentsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";

/**
 * POST quote/einvoice/submit-period {from, to}: the period's issued e-invoices not yet on the plateforme
 * agréée are deposited; the answer says what became of each. The documents' statuses are asked again.
 */
export function useSubmitEinvoicePeriod() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: { from: string; to: string }) =>
      unwrap(
        await apiClient.call<typeof documentsContract.submitEinvoicePeriod>({
          method: "POST",
          path: "quote/einvoice/submit-period",
          body: { vendorId, ...period },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentQueryKeys.einvoiceStatuses(vendorId) }),
  });
}
