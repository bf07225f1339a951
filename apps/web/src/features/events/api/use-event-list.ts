import { unwrap } from "@cortege/api-client";
import type { EventPage, eventsContract } from "@cortege/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { EVENT_PAGE_SIZE } from "./event-page-size.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/list: every status together, newest first, paged with nextPage. */
export async function fetchEventList(vendorId: string, nextPage?: string): Promise<EventPage> {
  const result = await apiClient.call<typeof eventsContract.list>({
    method: "GET",
    path: "event/list",
    query: { vendorId, nextPage, limit: EVENT_PAGE_SIZE },
    emptyList: { events: [], nextPage: null } satisfies EventPage,
  });
  return unwrap(result);
}

export const eventListQueryOptions = (vendorId: string) =>
  infiniteQueryOptions({
    queryKey: eventQueryKeys.list(vendorId),
    queryFn: ({ pageParam }) => fetchEventList(vendorId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export function useEventList() {
  const vendorId = useVendorId();
  return useInfiniteQuery(eventListQueryOptions(vendorId));
}
