import { unwrap } from "@cortege/api-client";
import type { EventLinkedVendor, eventsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/vendors: the other vendors of an event (at most 50). */
export async function fetchLinkedVendors(vendorId: string, eventId: string): Promise<EventLinkedVendor[]> {
  const result = await apiClient.call<typeof eventsContract.vendors>({
    method: "GET",
    path: "event/vendors",
    query: { vendorId, eventId },
    emptyList: { vendors: [] },
  });
  return unwrap(result).vendors;
}

export const linkedVendorsQueryOptions = (vendorId: string, eventId: string) =>
  queryOptions({
    queryKey: eventQueryKeys.linkedVendors(vendorId, eventId),
    queryFn: () => fetchLinkedVendors(vendorId, eventId),
  });

export function useLinkedVendors(eventId: string) {
  const vendorId = useVendorId();
  return useQuery(linkedVendorsQueryOptions(vendorId, eventId));
}
