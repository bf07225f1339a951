import { unwrap } from "@cortege/api-client";
import type { Vendor } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

export type UpdateVendorInput = { isReceptionVenue: boolean; body: Record<string, unknown> };

/**
 * POST vendor/update, or vendor/reception-venue/update for a reception venue (part 1 §7): the venue's
 * call takes the vendor fields and the venue's own in one transaction.
 */
export async function updateVendor({ isReceptionVenue, body }: UpdateVendorInput): Promise<Vendor> {
  return unwrap(
    await apiClient.request<Vendor>({
      method: "POST",
      path: isReceptionVenue ? "vendor/reception-venue/update" : "vendor/update",
      body,
    }),
  );
}

export function useUpdateVendor(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: (vendor) => {
      queryClient.setQueryData(showcaseQueryKeys.vendor(vendorId), vendor);
    },
  });
}
