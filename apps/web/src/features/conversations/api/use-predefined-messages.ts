import { unwrap } from "@cortege/api-client";
import type { conversationsContract, PredefinedMessage, RouteAnswer } from "@cortege/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

type Answer = RouteAnswer<typeof conversationsContract.predefinedMessages>;

/** GET predefined-messages. */
export async function fetchPredefinedMessages(vendorId: string): Promise<PredefinedMessage[]> {
  return unwrap(
    await apiClient.call<typeof conversationsContract.predefinedMessages>({
      service: "messaging",
      method: "GET",
      path: "predefined-messages",
      query: { vendorId },
    }),
  ).predefinedMessages;
}

export function usePredefinedMessages(vendorId: string) {
  return useQuery({ queryKey: messagingQueryKeys.predefined(vendorId), queryFn: () => fetchPredefinedMessages(vendorId) });
}

/** POST predefined-messages/create, or delete {index}: the answer is the whole list. */
export function useEditPredefinedMessages(vendorId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Answer) =>
    queryClient.setQueryData(messagingQueryKeys.predefined(vendorId), answer.predefinedMessages);
  const create = useMutation({
    mutationFn: async (message: PredefinedMessage) =>
      unwrap(
        await apiClient.call<typeof conversationsContract.createPredefinedMessage>({
          service: "messaging",
          method: "POST",
          path: "predefined-messages/create",
          body: { vendorId, ...message },
        }),
      ),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (index: number) =>
      unwrap(
        await apiClient.call<typeof conversationsContract.deletePredefinedMessage>({
          service: "messaging",
          method: "POST",
          path: "predefined-messages/delete",
          body: { vendorId, index },
        }),
      ),
    onSuccess,
  });
  return { create, remove };
}
