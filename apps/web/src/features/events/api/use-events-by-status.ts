import { unwrap } from "@cortege/api-client";
import type { EventPage, eventsContract } from "@cortege/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { EVENT_PAGE_SIZE } from "./event-page-size.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/status: the events of one pipeline status, newest first, a page at a time. */
export async function fetchEventsByStatus(
  vendorId: string,
  status: string,
  options: { nextPage?: string | undefined; isArchived?: boolean; limit?: number } = {},
): Promise<EventPage> {
  const result = await apiClient.call<typeof eventsContract.listByStatus>({
    method: "GET",
    path: "event/status",
    query: {
      vendorId,
      status,
      nextPage: options.nextPage,
      isArchived: options.isArchived,
      limit: options.limit ?? EVENT_PAGE_SIZE,
    },
    emptyList: { events: [], nextPage: null } satisfies EventPage,
  });
  return unwrap(result);
}

export const eventsByStatusQueryOptions = (vendorId: string, status: string) =>
  infiniteQueryOptions({
    queryKey: eventQueryKeys.byStatus(vendorId, status),
    queryFn: ({ pageParam }) => fetchEventsByStatus(vendorId, status, { nextPage: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export function useEventsByStatus(status: string) {
  const vendorId = useVendorId();
  return useInfiniteQuery(eventsByStatusQueryOptions(vendorId, status));
}
