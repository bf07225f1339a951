import { unwrap } from "@cortege/api-client";
import type { ConversationResponse, conversationsContract, SendMessageInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

/** POST send-message {clientId, eventId, body, attachments}. */
export async function sendMessage(input: SendMessageInput): Promise<ConversationResponse> {
  return unwrap(
    await apiClient.call<typeof conversationsContract.sendMessage>({
      service: "messaging",
      method: "POST",
      path: "send-message",
      body: input,
    }),
  );
}

export function useSendMessage(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SendMessageInput, "vendorId">) => sendMessage({ ...input, vendorId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingQueryKeys.all(vendorId) }),
  });
}
