import { unwrap } from "@cortege/api-client";
import type { Availability, showcaseContract } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET vendor/availabilities: the dates the vendor marked as taken on its showcase. */
export async function fetchAgendaAvailabilities(vendorId: string, startDate: string, endDate: string): Promise<Availability[]> {
  const body = unwrap(
    await apiClient.call<typeof showcaseContract.availabilities>({
      method: "GET",
      path: "vendor/availabilities",
      query: { vendorId, startDate, endDate },
      emptyList: { availabilities: [] },
    }),
  );
  return body.availabilities;
}

export const useAgendaAvailabilities = (vendorId: string, startDate: string, endDate: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.availabilities(vendorId, startDate, endDate),
      queryFn: () => fetchAgendaAvailabilities(vendorId, startDate, endDate),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
