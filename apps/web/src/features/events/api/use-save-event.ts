import { unwrap } from "@cortege/api-client";
import type { Event, EventCreateInput, EventUpdateInput, eventsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/create (without eventId and note) or POST event/update (the whole event, without client). */
export async function saveEvent(input: EventCreateInput | EventUpdateInput): Promise<Event> {
  return unwrap(
    "eventId" in input && typeof input.eventId === "string"
      ? await apiClient.call<typeof eventsContract.update>({ method: "POST", path: "event/update", body: input })
      : await apiClient.call<typeof eventsContract.create>({ method: "POST", path: "event/create", body: input }),
  );
}

export function useSaveEvent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryKeys.detail(vendorId, event.eventId), event);
      void queryClient.invalidateQueries({
        queryKey: eventQueryKeys.all(vendorId),
        predicate: (query) => query.queryKey[2] !== "config" && query.queryKey[2] !== "detail",
      });
    },
  });
}
