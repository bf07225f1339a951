import { unwrap } from "@cortege/api-client";
import type { dashboardContract, ShowcaseCount, ShowcaseCountView } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { dashboardQueryKeys } from "./dashboard-query-keys.ts";

/** GET dashboard/showcase-count: the public page's views grouped by day, ISO week, month or year. */
export async function fetchShowcaseCount(vendorId: string, view: ShowcaseCountView): Promise<ShowcaseCount> {
  return unwrap(
    await apiClient.call<typeof dashboardContract.showcaseCount>({
      method: "GET",
      path: "dashboard/showcase-count",
      query: { vendorId, view },
    }),
  );
}

export const showcaseCountQueryOptions = (vendorId: string, view: ShowcaseCountView) =>
  queryOptions({
    staleTime: 0,
    queryKey: dashboardQueryKeys.showcaseCount(vendorId, view),
    queryFn: () => fetchShowcaseCount(vendorId, view),
  });

/**
 * `refetchOnMount: false` where the page has just asked for the same figures (dashboard-page's early request): the
 * views are never cached (staleTime 0), so the card mounting a moment later would ask for them a second time.
 */
export function useShowcaseCount(view: ShowcaseCountView, { refetchOnMount = true }: { refetchOnMount?: boolean } = {}) {
  const vendorId = useVendorId();
  return useQuery({ ...showcaseCountQueryOptions(vendorId, view), refetchOnMount });
}
