import { unwrap } from "@cortege/api-client";
import type { eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** GET event/vendor/link/remove?eventId&vendorId&linkedVendorId (a GET that changes data: the spec's method). */
export async function removeLinkedVendor(vendorId: string, eventId: string, linkedVendorId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof eventsContract.vendorLinkRemove>({
      method: "GET",
      path: "event/vendor/link/remove",
      query: { vendorId, eventId, linkedVendorId },
    }),
  );
}

export function useRemoveLinkedVendor(vendorId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkedVendorId: string) => removeLinkedVendor(vendorId, eventId, linkedVendorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.linkedVendors(vendorId, eventId) }),
  });
}
