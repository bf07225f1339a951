import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET calendar/ics-feed: the vendor's private subscription address, null until created. */
export async function fetchIcsFeed(vendorId: string): Promise<string | null> {
  return unwrap(
    await apiClient.call<typeof calendarContract.icsFeed>({
      method: "GET",
      path: "calendar/ics-feed",
      query: { vendorId },
      emptyList: { url: null },
    }),
  ).url;
}

export const useIcsFeed = (vendorId: string) =>
  useQuery(queryOptions({ queryKey: calendarQueryKeys.icsFeed(vendorId), queryFn: () => fetchIcsFeed(vendorId) }));
