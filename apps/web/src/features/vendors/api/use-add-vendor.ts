import { unwrap } from "@cortege/api-client";
import type { AddVendorInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vendorApi } from "../../../lib/session/api.ts";
import { selectVendor } from "../../../lib/session/select-vendor.ts";
import { userQueryKey } from "../../../lib/session/use-user.ts";
import { userVendorsQueryKey } from "../../../lib/session/use-user-vendors.ts";

/** POST vendor/add-vendor: another vendor for the same user. */
export async function addVendor(input: AddVendorInput) {
  return unwrap(await vendorApi.addVendor(input));
}

export function useAddVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVendor,
    onSuccess: async (vendor) => {
      selectVendor(vendor.vendorId);
      // The server turns the user's multi-vendor flag on along the way.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userVendorsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userQueryKey }),
      ]);
    },
  });
}
