import { unwrap } from "@cortege/api-client";
import type { documentsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { documentQueryKeys } from "./document-query-keys.ts";
import { einvoicePlatformQueryOptions } from "./use-einvoice-platform.ts";

/**
 * POST quote/einvoice/platform {token}: saves the vendor's API token on its plateforme agréée. The documents'
 * e-invoice cards ask again whether a deposit is possible.
 */
export function useSaveEinvoicePlatform() {
  const vendorId = useVendorId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      unwrap(
        await apiClient.call<typeof documentsContract.saveEinvoicePlatform>({
          method: "POST",
          path: "quote/einvoice/platform",
          body: { vendorId, token },
        }),
      ),
    onSuccess: async (answer) => {
      queryClient.setQueryData(einvoicePlatformQueryOptions(vendorId).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: documentQueryKeys.einvoiceStatuses(vendorId) });
    },
  });
}
