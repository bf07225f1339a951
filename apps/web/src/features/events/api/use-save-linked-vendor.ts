import { unwrap } from "@cortege/api-client";
import type { EventLinkedVendor, EventVendorLinkInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/vendor/link (a new link) or event/vendor/link/update (when linkedVendorId names an existing one). */
export async function saveLinkedVendor(input: EventVendorLinkInput, isUpdate: boolean): Promise<EventLinkedVendor> {
  const path = isUpdate ? "event/vendor/link/update" : "event/vendor/link";
  return unwrap(await apiClient.request<EventLinkedVendor>({ method: "POST", path, body: input }));
}

export function useSaveLinkedVendor(vendorId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, isUpdate }: { input: EventVendorLinkInput; isUpdate: boolean }) => saveLinkedVendor(input, isUpdate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueryKeys.linkedVendors(vendorId, eventId) }),
  });
}
