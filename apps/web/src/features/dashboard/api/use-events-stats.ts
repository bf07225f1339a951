import { unwrap } from "@cortege/api-client";
import type { dashboardContract, EventsStats } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { dashboardQueryKeys, type Period } from "./dashboard-query-keys.ts";

/** GET dashboard/events-stats: types, statuses, busiest month, guests, sources, conversion, next events. */
export async function fetchEventsStats(vendorId: string, period: Period): Promise<EventsStats> {
  const query = { vendorId, ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  return unwrap(
    await apiClient.call<typeof dashboardContract.eventsStats>({ method: "GET", path: "dashboard/events-stats", query }),
  );
}

export const eventsStatsQueryOptions = (vendorId: string, period: Period) =>
  queryOptions({
    staleTime: 0,
    queryKey: dashboardQueryKeys.eventsStats(vendorId, period),
    queryFn: () => fetchEventsStats(vendorId, period),
  });

export function useEventsStats(period: Period = {}) {
  const vendorId = useVendorId();
  return useQuery(eventsStatsQueryOptions(vendorId, period));
}
