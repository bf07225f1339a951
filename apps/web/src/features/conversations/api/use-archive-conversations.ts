import { unwrap } from "@cortege/api-client";
import type { conversationsContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

/** POST archive {conversationIds, isArchived}: false brings them back. */
export async function archiveConversations(vendorId: string, conversationIds: string[], isArchived: boolean) {
  return unwrap(
    await apiClient.call<typeof conversationsContract.archive>({
      service: "messaging",
      method: "POST",
      path: "archive",
      body: { vendorId, conversationIds, isArchived },
    }),
  );
}

export function useArchiveConversations(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationIds, isArchived }: { conversationIds: string[]; isArchived: boolean }) =>
      archiveConversations(vendorId, conversationIds, isArchived),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingQueryKeys.all(vendorId) }),
  });
}
