import { unwrap } from "@cortege/api-client";
import type { dashboardContract, Revenue } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { dashboardQueryKeys, type Period } from "./dashboard-query-keys.ts";

/** GET dashboard/ca: revenue HT of issued documents, this month, this year, last year's same periods, per month. */
export async function fetchRevenue(vendorId: string, period: Period): Promise<Revenue> {
  const query = { vendorId, ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  return unwrap(await apiClient.call<typeof dashboardContract.ca>({ method: "GET", path: "dashboard/ca", query }));
}

export const revenueQueryOptions = (vendorId: string, period: Period) =>
  queryOptions({
    staleTime: 0,
    queryKey: dashboardQueryKeys.revenue(vendorId, period),
    queryFn: () => fetchRevenue(vendorId, period),
  });

export function useRevenue(period: Period = {}) {
  const vendorId = useVendorId();
  return useQuery(revenueQueryOptions(vendorId, period));
}
