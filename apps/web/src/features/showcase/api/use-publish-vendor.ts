import { unwrap } from "@cortege/api-client";
import type { publicShowcaseContract, Vendor } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

export type PublishVendorInput = { vendorId: string; isPublished: boolean };

/**
 * POST vendor/publish {vendorId, isPublished}: answers the vendor; an incomplete showcase is refused
 * (400 SHOWCASE_INCOMPLETE, with the French list of what is missing).
 */
export async function publishVendor(input: PublishVendorInput): Promise<Vendor> {
  return unwrap(
    await apiClient.call<typeof publicShowcaseContract.publish>({ method: "POST", path: "vendor/publish", body: input }),
  );
}

export function usePublishVendor(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublished: boolean) => publishVendor({ vendorId, isPublished }),
    onSuccess: (vendor) => {
      queryClient.setQueryData(showcaseQueryKeys.vendor(vendorId), vendor);
      // The home page's checklist counts everything as done once published.
      void queryClient.invalidateQueries({ queryKey: showcaseQueryKeys.vendor(vendorId) });
    },
  });
}
