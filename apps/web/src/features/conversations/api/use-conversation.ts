import { unwrap } from "@cortege/api-client";
import type { ConversationResponse, conversationsContract } from "@cortege/domain";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

/** GET conversation {clientId, eventId}: the thread newest first; the first page marks it read. */
export async function fetchConversation(
  vendorId: string,
  clientId: string,
  eventId: string | null,
  nextPage: string | undefined,
): Promise<ConversationResponse> {
  return unwrap(
    await apiClient.call<typeof conversationsContract.conversation>({
      service: "messaging",
      method: "GET",
      path: "conversation",
      query: { vendorId, clientId, ...(eventId ? { eventId } : {}), ...(nextPage ? { nextPage } : {}), limit: 30 },
    }),
  );
}

export function useConversation(vendorId: string, clientId: string, eventId: string | null) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: messagingQueryKeys.thread(vendorId, clientId, eventId),
    queryFn: async ({ pageParam }) => {
      const page = await fetchConversation(vendorId, clientId, eventId, pageParam);
      // Opening it moved the read marker: the list's bold and the counter follow.
      if (!pageParam) {
        void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.lists(vendorId) });
        void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.counter(vendorId) });
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}
