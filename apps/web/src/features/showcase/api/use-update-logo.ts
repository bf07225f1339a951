import { unwrap } from "@cortege/api-client";
import type { Vendor, vendorProfileContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { userVendorsQueryKey } from "../../../lib/session/use-user-vendors.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

/** POST vendor/logo/update (part 1 §7): a file of the vendor's VendorLogo folder, or null to remove it. */
export async function updateLogo(vendorId: string, logo: string | null): Promise<Vendor> {
  return unwrap(
    await apiClient.call<typeof vendorProfileContract.updateLogo>({
      method: "POST",
      path: "vendor/logo/update",
      body: { vendorId, logo },
    }),
  );
}

export function useUpdateLogo(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (logo: string | null) => updateLogo(vendorId, logo),
    onSuccess: (vendor) => {
      queryClient.setQueryData(showcaseQueryKeys.vendor(vendorId), vendor);
      // The top bar's vendor switcher shows the logo.
      void queryClient.invalidateQueries({ queryKey: userVendorsQueryKey });
    },
  });
}
