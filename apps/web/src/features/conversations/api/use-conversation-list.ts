import { unwrap } from "@cortege/api-client";
import type { ConversationListResponse, conversationsContract } from "@cortege/domain";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

const PAGE_SIZE = 25;

/**
 * GET list?page (unread first, at an event status when one is chosen), or GET search?searchTerm when a term
 * of 3 characters or more is typed (the search looks through every status).
 */
export async function fetchConversations(
  vendorId: string,
  params: { page: number; isArchived: boolean; searchTerm: string; status: string | null },
): Promise<ConversationListResponse> {
  if (params.searchTerm.trim().length >= 3) {
    const found = unwrap(
      await apiClient.call<typeof conversationsContract.search>({
        service: "messaging",
        method: "GET",
        path: "search",
        query: { vendorId, searchTerm: params.searchTerm.trim(), isArchived: params.isArchived },
      }),
    );
    return { conversations: found.conversations, totalPages: 1, currentPage: 1, nextPage: null };
  }
  return unwrap(
    await apiClient.call<typeof conversationsContract.list>({
      service: "messaging",
      method: "GET",
      path: "list",
      query: {
        vendorId,
        page: params.page,
        limit: PAGE_SIZE,
        isArchived: params.isArchived,
        ...(params.status ? { status: params.status } : {}),
      },
    }),
  );
}

export function useConversationList(vendorId: string, isArchived: boolean, searchTerm: string, status: string | null = null) {
  return useInfiniteQuery({
    queryKey: [...messagingQueryKeys.lists(vendorId), { isArchived, searchTerm, status }],
    queryFn: ({ pageParam }) => fetchConversations(vendorId, { page: pageParam, isArchived, searchTerm, status }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    placeholderData: keepPreviousData,
  });
}
