import { unwrap } from "@cortege/api-client";
import type { EventLinkedVendor, EventVendorLinkInput, eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/vendor/link (a new link) or event/vendor/link/update (when linkedVendorId names an existing one). */
export async function saveLinkedVendor(input: EventVendorLinkInput, isUpdate: boolean): Promise<EventLinkedVendor> {
  const { linkedVendorId } = input;
  return unwrap(
    isUpdate && linkedVendorId !== undefined
      ? await apiClient.call<typeof eventsContract.vendorLinkUpdate>({
          method: "POST",
          path: "event/vendor/link/update",
          body: { ...input, linkedVendorId },
        })
      : await apiClient.call<typeof eventsContract.vendorLink>({ method: "POST", path: "event/vendor/link", body: input }),
  );
}

export function useSaveLinkedVendor(vendorId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isUpdate }: { input: EventVendorLinkInput; isUpdate: boolean }) => saveLinkedVendor(input, isUpdate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.linkedVendors(vendorId, eventId) }),
  });
}
