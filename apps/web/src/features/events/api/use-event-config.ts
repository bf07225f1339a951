import { unwrap } from "@cortege/api-client";
import type { EventStatusConfig, eventsContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/config: the vendor's pipeline statuses, in position order. */
export async function fetchEventConfig(vendorId: string): Promise<EventStatusConfig[]> {
  const result = await apiClient.call<typeof eventsContract.config>({
    method: "GET",
    path: "event/config",
    query: { vendorId },
  });
  return [...unwrap(result).statuses].sort((a, b) => a.position - b.position);
}

export const eventConfigQueryOptions = (vendorId: string) =>
  queryOptions({ queryKey: eventQueryKeys.config(vendorId), queryFn: () => fetchEventConfig(vendorId) });

export function useEventConfig() {
  const vendorId = useVendorId();
  return useQuery(eventConfigQueryOptions(vendorId));
}
