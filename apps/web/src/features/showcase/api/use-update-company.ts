import { unwrap } from "@cortege/api-client";
import type { RouteBody, vendorProfileContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { userVendorsQueryKey } from "../../../lib/session/use-user-vendors.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";
import type { VendorCompany } from "./use-company.ts";

/** POST vendor/company/update: the company fields plus vendorId; the server keeps those of its type only. */
export async function updateCompany(body: RouteBody<typeof vendorProfileContract.updateCompany>): Promise<VendorCompany> {
  return unwrap(
    await apiClient.call<typeof vendorProfileContract.updateCompany>({ method: "POST", path: "vendor/company/update", body }),
  );
}

export function useUpdateCompany(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(showcaseQueryKeys.company(vendorId), company);
      // The trade name shows in the vendor switcher, on the information screen and in the checklist.
      void queryClient.invalidateQueries({ queryKey: showcaseQueryKeys.vendor(vendorId) });
      void queryClient.invalidateQueries({ queryKey: userVendorsQueryKey });
    },
  });
}
