import { unwrap } from "@cortege/api-client";
import type { VendorCreateInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vendorApi } from "../../../lib/session/api.ts";
import { selectVendor } from "../../../lib/session/select-vendor.ts";
import { userVendorsQueryKey } from "../../../lib/session/use-user-vendors.ts";

/** POST vendor/create: the user's first vendor. */
export async function createVendor(input: VendorCreateInput) {
  return unwrap(await vendorApi.create(input));
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    // Awaited, so that the app, once entered, already knows the new vendor instead of asking again.
    onSuccess: async (vendor) => {
      selectVendor(vendor.vendorId);
      await queryClient.invalidateQueries({ queryKey: userVendorsQueryKey });
    },
  });
}
