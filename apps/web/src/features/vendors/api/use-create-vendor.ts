import { unwrap } from "@cortege/api-client";
import type { VendorCreateInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vendorApi } from "../../../app/session/api.ts";
import { selectVendor } from "../../../app/session/select-vendor.ts";
import { userVendorsQueryKey } from "./use-user-vendors.ts";

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
