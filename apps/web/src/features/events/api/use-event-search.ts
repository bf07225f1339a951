import { unwrap } from "@cortege/api-client";
import type { eventsContract } from "@cortege/domain";
import { type Event, searchableTerm } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/search: at most 20 events whose name matches, accents ignored (3 characters at least). */
export async function searchEvents(vendorId: string, searchTerm: string): Promise<Event[]> {
  const result = await apiClient.call<typeof eventsContract.search>({
    method: "GET",
    path: "event/search",
    query: { vendorId, searchTerm },
    emptyList: { events: [] },
  });
  return unwrap(result).events;
}

export const eventSearchQueryOptions = (vendorId: string, term: string) =>
  queryOptions({
    queryKey: eventQueryKeys.search(vendorId, term),
    queryFn: () => searchEvents(vendorId, term),
    placeholderData: keepPreviousData,
  });

export function useEventSearch(term: string) {
  const vendorId = useVendorId();
  const searchable = searchableTerm(term);
  return useQuery({ ...eventSearchQueryOptions(vendorId, searchable ?? ""), enabled: searchable !== null });
}
