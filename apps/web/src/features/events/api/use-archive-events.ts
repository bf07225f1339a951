import { unwrap } from "@cortege/api-client";
import type { eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/archive {eventIds, isArchived}: false brings archived events back. */
export async function archiveEvents(vendorId: string, eventIds: string[], isArchived: boolean): Promise<string[]> {
  const result = await apiClient.call<typeof eventsContract.archive>({
    method: "POST",
    path: "event/archive",
    body: { vendorId, eventIds, isArchived },
  });
  return unwrap(result).eventIds;
}

export function useArchiveEvents(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventIds, isArchived }: { eventIds: string[]; isArchived: boolean }) =>
      archiveEvents(vendorId, eventIds, isArchived),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: eventQueryKeys.all(vendorId),
        predicate: (query) => query.queryKey[2] !== "config",
      }),
  });
}
