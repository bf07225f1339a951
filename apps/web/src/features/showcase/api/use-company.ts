import { unwrap } from "@cortege/api-client";
import type { RouteAnswer, vendorProfileContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

export type VendorCompany = RouteAnswer<typeof vendorProfileContract.company>;

/** GET vendor/company?vendorId: the vendor's company, every field present (null when not filled). */
export async function fetchCompany(vendorId: string): Promise<VendorCompany> {
  return unwrap(
    await apiClient.call<typeof vendorProfileContract.company>({ method: "GET", path: "vendor/company", query: { vendorId } }),
  );
}

export const companyQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseQueryKeys.company(vendorId),
    queryFn: () => fetchCompany(vendorId),
    enabled: vendorId !== "",
  });

export function useCompany(vendorId: string) {
  return useQuery(companyQueryOptions(vendorId));
}
