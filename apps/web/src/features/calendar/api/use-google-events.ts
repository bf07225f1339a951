import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleEventView } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET calendar/google-events: the events of the linked Google calendar over the range shown, as last synced. */
export async function fetchGoogleEvents(vendorId: string, timeMin: string, timeMax: string): Promise<GoogleEventView[]> {
  const body = unwrap(
    await apiClient.call<typeof calendarContract.googleEvents>({
      method: "GET",
      path: "calendar/google-events",
      query: { vendorId, timeMin, timeMax },
      emptyList: { events: [] },
    }),
  );
  return body.events;
}

export const useGoogleEvents = (vendorId: string, timeMin: string, timeMax: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.googleEvents(vendorId, timeMin, timeMax),
      queryFn: () => fetchGoogleEvents(vendorId, timeMin, timeMax),
      placeholderData: keepPreviousData,
      // Google's changes reach our copy by push within seconds; the screen asks again every 20 s (and on focus).
      refetchInterval: 20_000,
      enabled,
    }),
  );
