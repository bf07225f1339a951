import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleBusinessLocation } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET vendor/google-business-locations: the establishments of the linked Google account. */
export async function fetchGoogleBusinessLocations(vendorId: string): Promise<GoogleBusinessLocation[]> {
  const body = unwrap(
    await apiClient.call<typeof calendarContract.businessLocations>({
      method: "GET",
      path: "vendor/google-business-locations",
      query: { vendorId },
      emptyList: { locations: [] },
    }),
  );
  return body.locations;
}

export const useGoogleBusinessLocations = (vendorId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.businessLocations(vendorId),
      queryFn: () => fetchGoogleBusinessLocations(vendorId),
      enabled,
    }),
  );
