import { unwrap } from "@cortege/api-client";
import type { Vendor, vendorsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../session/api.ts";
import { showcaseQueryKeys } from "./showcase-query-keys.ts";

/** GET vendor?vendorId: the vendor's showcase information, with the venue fields of a reception venue. */
export async function fetchVendor(vendorId: string): Promise<Vendor> {
  return unwrap(await apiClient.call<typeof vendorsContract.get>({ method: "GET", path: "vendor", query: { vendorId } }));
}

export const vendorQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseQueryKeys.vendor(vendorId),
    queryFn: () => fetchVendor(vendorId),
    enabled: vendorId !== "",
  });

export function useVendor(vendorId: string) {
  return useQuery(vendorQueryOptions(vendorId));
}
