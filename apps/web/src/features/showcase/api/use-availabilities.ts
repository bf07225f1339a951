import { unwrap } from "@cortege/api-client";
import type { Availability, showcaseContract } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseContentQueryKeys } from "./showcase-content-query-keys.ts";

/** GET vendor/availabilities?vendorId&startDate&endDate: the dates marked unavailable in the range. */
export async function fetchAvailabilities(vendorId: string, startDate: string, endDate: string): Promise<Availability[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.availabilities>({
      method: "GET",
      path: "vendor/availabilities",
      query: { vendorId, startDate, endDate },
      emptyList: { availabilities: [] },
    }),
  ).availabilities;
}

export const availabilitiesQueryOptions = (vendorId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: showcaseContentQueryKeys.availabilityRange(vendorId, startDate, endDate),
    queryFn: () => fetchAvailabilities(vendorId, startDate, endDate),
    enabled: vendorId !== "",
    placeholderData: keepPreviousData,
  });

export function useAvailabilities(vendorId: string, startDate: string, endDate: string) {
  return useQuery(availabilitiesQueryOptions(vendorId, startDate, endDate));
}
