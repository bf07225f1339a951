import { unwrap } from "@cortege/api-client";
import type { EventConfigUpdateInput, EventStatusConfig, eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/config/update: the whole pipeline in its new order, and where the events of removed statuses go. */
export async function updateEventConfig(input: EventConfigUpdateInput): Promise<EventStatusConfig[]> {
  return unwrap(
    await apiClient.call<typeof eventsContract.configUpdate>({ method: "POST", path: "event/config/update", body: input }),
  ).statuses;
}

export function useUpdateEventConfig(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventConfig,
    onSuccess: (statuses) => {
      queryClient.setQueryData(eventQueryKeys.config(vendorId), statuses);
      // Events may have moved from a removed status to a kept one.
      void queryClient.invalidateQueries({ queryKey: eventQueryKeys.all(vendorId) });
    },
  });
}
