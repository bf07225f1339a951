import { unwrap } from "@cortege/api-client";
import type { EventStatusConfig, eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/config/reset: back to the four default statuses; events of the vendor's own statuses go to the first. */
export async function resetEventConfig(vendorId: string): Promise<EventStatusConfig[]> {
  return unwrap(
    await apiClient.call<typeof eventsContract.configReset>({
      method: "POST",
      path: "event/config/reset",
      body: { vendorId },
    }),
  ).statuses;
}

export function useResetEventConfig(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEventConfig(vendorId),
    onSuccess: (statuses) => {
      queryClient.setQueryData(eventQueryKeys.config(vendorId), statuses);
      void queryClient.invalidateQueries({ queryKey: eventQueryKeys.all(vendorId) });
    },
  });
}
