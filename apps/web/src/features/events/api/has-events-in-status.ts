import { useVendorId } from "../../../lib/session/use-vendor-id.ts";
import { fetchEventsByStatus } from "./use-events-by-status.ts";

/**
 * Whether any event, archived or not, still has the status: the server refuses to remove such a
 * status unless its events are moved. Two one-row reads, no count of the whole history.
 */
export async function hasEventsInStatus(vendorId: string, status: string): Promise<boolean> {
  const [active, archived] = await Promise.all([
    fetchEventsByStatus(vendorId, status, { limit: 1 }),
    fetchEventsByStatus(vendorId, status, { limit: 1, isArchived: true }),
  ]);
  return active.events.length > 0 || archived.events.length > 0;
}

/** The check bound to the current vendor. */
export function useHasEventsInStatus(): (status: string) => Promise<boolean> {
  const vendorId = useVendorId();
  return (status) => hasEventsInStatus(vendorId, status);
}
