import { unwrap } from "@cortege/api-client";
import type { RouteBody, Vendor, vendorProfileContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

/** The venue's body is the vendor's plus the venue fields: one input for both calls, told apart by the flag. */
export type UpdateVendorInput =
  | { isReceptionVenue: false; body: RouteBody<typeof vendorProfileContract.update> }
  | { isReceptionVenue: true; body: RouteBody<typeof vendorProfileContract.updateReceptionVenue> };

/**
 * POST vendor/update, or vendor/reception-venue/update for a reception venue (part 1 §7): the venue's
 * call takes the vendor fields and the venue's own in one transaction.
 */
export async function updateVendor(input: UpdateVendorInput): Promise<Vendor> {
  return unwrap(
    input.isReceptionVenue
      ? await apiClient.call<typeof vendorProfileContract.updateReceptionVenue>({
          method: "POST",
          path: "vendor/reception-venue/update",
          body: input.body,
        })
      : await apiClient.call<typeof vendorProfileContract.update>({ method: "POST", path: "vendor/update", body: input.body }),
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
