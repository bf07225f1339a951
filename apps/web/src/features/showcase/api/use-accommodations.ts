import { unwrap } from "@cortege/api-client";
import type { Accommodation, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** GET vendor/accommodation/list?vendorId (response: accommodations). */
export async function fetchAccommodations(vendorId: string): Promise<Accommodation[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.listAccommodations>({
      method: "GET",
      path: "vendor/accommodation/list",
      query: { vendorId },
      emptyList: { accommodations: [] },
    }),
  ).accommodations;
}

export const accommodationsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseExtraQueryKeys.accommodations(vendorId),
    queryFn: () => fetchAccommodations(vendorId),
    enabled: vendorId !== "",
  });

export function useAccommodations(vendorId: string) {
  return useQuery(accommodationsQueryOptions(vendorId));
}
