import { unwrap } from "@cortege/api-client";
import type { EventType } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

export type AgendaWedding = {
  eventId: string;
  eventName: string;
  eventType: EventType;
  status: string;
  date: string | null;
  startDate: string | null;
  endDate: string | null;
};

/** GET event/dates: the vendor's events falling on the range shown (calendar dates). */
export async function fetchAgendaWeddings(vendorId: string, startDate: string, endDate: string): Promise<AgendaWedding[]> {
  const body = unwrap(
    await apiClient.request<{ dates: AgendaWedding[] }>({
      method: "GET",
      path: "event/dates",
      query: { vendorId, startDate, endDate },
      emptyList: { dates: [] },
    }),
  );
  return body.dates;
}

export const useAgendaWeddings = (vendorId: string, startDate: string, endDate: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.weddings(vendorId, startDate, endDate),
      queryFn: () => fetchAgendaWeddings(vendorId, startDate, endDate),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
