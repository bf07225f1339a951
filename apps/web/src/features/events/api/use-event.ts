import { unwrap } from "@cortege/api-client";
import type { Event, eventsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event: one event with its client. Without isArchived it answers archived events too, which still open. */
export async function fetchEvent(vendorId: string, eventId: string): Promise<Event> {
  return unwrap(await apiClient.call<typeof eventsContract.get>({ method: "GET", path: "event", query: { vendorId, eventId } }));
}

export const eventQueryOptions = (vendorId: string, eventId: string) =>
  queryOptions({ queryKey: eventQueryKeys.detail(vendorId, eventId), queryFn: () => fetchEvent(vendorId, eventId) });

export function useEvent(eventId: string) {
  const vendorId = useVendorId();
  return useQuery(eventQueryOptions(vendorId, eventId));
}
