import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleCalendar } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET calendar/google-events/list-calendars: the vendor's Google calendars it may write to (owner, writer). */
export async function fetchGoogleCalendars(vendorId: string): Promise<GoogleCalendar[]> {
  const body = unwrap(
    await apiClient.call<typeof calendarContract.googleCalendars>({
      method: "GET",
      path: "calendar/google-events/list-calendars",
      query: { vendorId },
      emptyList: { calendars: [] },
    }),
  );
  return body.calendars;
}

export const useGoogleCalendars = (vendorId: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.googleCalendars(vendorId),
      queryFn: () => fetchGoogleCalendars(vendorId),
      enabled,
    }),
  );
