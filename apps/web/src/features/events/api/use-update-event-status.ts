import { unwrap } from "@cortege/api-client";
import type { Event, EventPage, eventsContract } from "@cortege/domain";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { eventQueryKeys } from "./event-query-keys.ts";

/** POST event/status/update {eventId, status}. */
export async function updateEventStatus(vendorId: string, eventId: string, status: string): Promise<Event> {
  return unwrap(
    await apiClient.call<typeof eventsContract.statusUpdate>({
      method: "POST",
      path: "event/status/update",
      body: { vendorId, eventId, status },
    }),
  );
}

type Columns = InfiniteData<EventPage, string | undefined>;
type Move = { event: Event; status: string };

const without = (data: Columns | undefined, eventId: string): Columns | undefined =>
  data && { ...data, pages: data.pages.map((p) => ({ ...p, events: p.events.filter((e) => e.eventId !== eventId) })) };

const withFirst = (data: Columns | undefined, event: Event): Columns | undefined => {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return { ...data, pages: [{ ...first, events: [event, ...first.events.filter((e) => e.eventId !== event.eventId)] }, ...rest] };
};

/**
 * Moves a card at once (the board must follow the hand), then asks the server. A refusal puts the
 * card back where it was; the caller tells the user.
 */
export function useUpdateEventStatus(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, status }: Move) => updateEventStatus(vendorId, event.eventId, status),
    onMutate: async ({ event, status }: Move) => {
      const fromKey = eventQueryKeys.byStatus(vendorId, event.status);
      const toKey = eventQueryKeys.byStatus(vendorId, status);
      await Promise.all([queryClient.cancelQueries({ queryKey: fromKey }), queryClient.cancelQueries({ queryKey: toKey })]);
      const previous = { from: queryClient.getQueryData<Columns>(fromKey), to: queryClient.getQueryData<Columns>(toKey) };
      queryClient.setQueryData<Columns>(fromKey, (data) => without(data, event.eventId));
      queryClient.setQueryData<Columns>(toKey, (data) => withFirst(data, { ...event, status }));
      return { previous, fromKey, toKey };
    },
    onError: (_error, _move, context) => {
      if (!context) return;
      queryClient.setQueryData(context.fromKey, context.previous.from);
      queryClient.setQueryData(context.toKey, context.previous.to);
    },
    onSuccess: (event) => queryClient.setQueryData(eventQueryKeys.detail(vendorId, event.eventId), event),
    onSettled: (_event, _error, move) =>
      queryClient.invalidateQueries({
        queryKey: eventQueryKeys.all(vendorId),
        predicate: (query) =>
          query.queryKey[2] !== "config" && !(query.queryKey[2] === "detail" && query.queryKey[3] !== move.event.eventId),
      }),
  });
}
