import { unwrap } from "@cortege/api-client";
import type { CalendarEvent, calendarContract } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET calendar/events: the appointments overlapping the range shown (instants, ISO). */
export async function fetchAppointments(vendorId: string, startDate: string, endDate: string): Promise<CalendarEvent[]> {
  const body = unwrap(
    await apiClient.call<typeof calendarContract.events>({
      method: "GET",
      path: "calendar/events",
      query: { vendorId, startDate, endDate },
      emptyList: { events: [] },
    }),
  );
  return body.events;
}

export const appointmentsQueryOptions = (vendorId: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: calendarQueryKeys.appointments(vendorId, startDate, endDate),
    queryFn: () => fetchAppointments(vendorId, startDate, endDate),
    placeholderData: keepPreviousData,
  });

export const useAppointments = (vendorId: string, startDate: string, endDate: string, enabled = true) =>
  useQuery({ ...appointmentsQueryOptions(vendorId, startDate, endDate), enabled });
