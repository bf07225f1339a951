import { unwrap } from "@cortege/api-client";
import type { EventStatusConfig, eventsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** GET event/config: the pipeline's statuses, for the name and colour of each wedding on the agenda. */
export async function fetchAgendaStatuses(vendorId: string): Promise<EventStatusConfig[]> {
  const body = unwrap(
    await apiClient.call<typeof eventsContract.config>({
      method: "GET",
      path: "event/config",
      query: { vendorId },
      emptyList: { statuses: [] },
    }),
  );
  return body.statuses;
}

export const useAgendaStatuses = (vendorId: string) =>
  useQuery(queryOptions({ queryKey: calendarQueryKeys.statuses(vendorId), queryFn: () => fetchAgendaStatuses(vendorId) }));
