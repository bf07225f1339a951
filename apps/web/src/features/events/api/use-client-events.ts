import { unwrap } from "@cortege/api-client";
import type { EventPage, eventsContract } from "@cortege/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { EVENT_PAGE_SIZE } from "./event-page-size.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/list/client: the events of one client, newest first. */
export async function fetchClientEvents(vendorId: string, clientId: string, nextPage?: string): Promise<EventPage> {
  const result = await apiClient.call<typeof eventsContract.listForClient>({
    method: "GET",
    path: "event/list/client",
    query: { vendorId, clientId, nextPage, limit: EVENT_PAGE_SIZE },
    emptyList: { events: [], nextPage: null } satisfies EventPage,
  });
  return unwrap(result);
}

export const clientEventsQueryOptions = (vendorId: string, clientId: string) =>
  infiniteQueryOptions({
    queryKey: eventQueryKeys.forClient(vendorId, clientId),
    queryFn: ({ pageParam }) => fetchClientEvents(vendorId, clientId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export function useClientEvents(clientId: string) {
  const vendorId = useVendorId();
  return useInfiniteQuery(clientEventsQueryOptions(vendorId, clientId));
}
