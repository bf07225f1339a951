import { unwrap } from "@cortege/api-client";
import type { eventsContract, RouteAnswer } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

export type AgendaWedding = RouteAnswer<typeof eventsContract.dates>["dates"][number];

/** GET event/dates: the vendor's events falling on the range shown (calendar dates). */
export async function fetchAgendaWeddings(vendorId: string, startDate: string, endDate: string): Promise<AgendaWedding[]> {
  const body = unwrap(
    await apiClient.call<typeof eventsContract.dates>({
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
