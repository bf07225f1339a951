import { unwrap } from "@cortege/api-client";
import type { conversationsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useSession } from "../../../lib/session/use-session.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

/** Part 1 §9: the chat counter is refetched at most every 10 s. */
export const COUNTER_REFRESH_MS = 10_000;

/** GET counter: conversations with a couple's message the vendor has not read. */
export async function fetchMessagesCounter(vendorId: string): Promise<number> {
  return unwrap(
    await apiClient.call<typeof conversationsContract.counter>({
      service: "messaging",
      method: "GET",
      path: "counter",
      query: { vendorId },
    }),
  ).counter;
}

/**
 * The navigation's counter. Part 1 §6: the 'neither' tier (trial or free, no group in the token) gets 0
 * without a call; the conversations themselves still show which are unread.
 */
export function useMessagesCounter(vendorId: string): { data: number | undefined } {
  const counted = useSession().tier !== "none";
  const query = useQuery({
    queryKey: messagingQueryKeys.counter(vendorId),
    queryFn: () => fetchMessagesCounter(vendorId),
    enabled: vendorId !== "" && counted,
    staleTime: COUNTER_REFRESH_MS,
    refetchInterval: COUNTER_REFRESH_MS,
  });
  return { data: counted ? query.data : 0 };
}
