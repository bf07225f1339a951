import { unwrap } from "@cortege/api-client";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";

/** Part 1 §9: the chat counter is refetched at most every 10 s. */
export const COUNTER_REFRESH_MS = 10_000;

/** GET counter: conversations with a couple's message the vendor has not read. */
export async function fetchMessagesCounter(vendorId: string): Promise<number> {
  return unwrap(
    await apiClient.request<{ counter: number }>({ service: "messaging", method: "GET", path: "counter", query: { vendorId } }),
  ).counter;
}

export function useMessagesCounter(vendorId: string) {
  return useQuery({
    queryKey: messagingQueryKeys.counter(vendorId),
    queryFn: () => fetchMessagesCounter(vendorId),
    enabled: vendorId !== "",
    staleTime: COUNTER_REFRESH_MS,
    refetchInterval: COUNTER_REFRESH_MS,
  });
}
