import type { conversationsContract } from "@cortege/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "../../marketplaces/api/marketplace-query-keys.ts";
import { messagingQueryKeys } from "./messaging-query-keys.ts";
import { COUNTER_REFRESH_MS } from "./use-messages-counter.ts";

const RETRY_MS = 5_000;

/** One stream per vendor for the whole tab, however many components ask for it. */
const open = new Map<string, { users: number; stop: () => void }>();

function connect(vendorId: string, queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let opened = false;
  let counterTimer: ReturnType<typeof setTimeout> | undefined;

  const refreshCounter = () => {
    // Part 1 §9: the counter is read at most every 10 s; a message within that time is counted at its end.
    const counter = queryClient.getQueryState(messagingQueryKeys.counter(vendorId));
    const wait = counter ? COUNTER_REFRESH_MS - (Date.now() - counter.dataUpdatedAt) : 0;
    if (wait <= 0) {
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.counter(vendorId) });
    } else if (!counterTimer) {
      counterTimer = setTimeout(() => {
        counterTimer = undefined;
        if (!stopped) void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.counter(vendorId) });
      }, wait);
    }
  };

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.lists(vendorId) });
    void queryClient.invalidateQueries({ queryKey: ["messaging", vendorId, "thread"] });
    refreshCounter();
  };
  // The couple opened their page: only the read marks of the open thread and of the list change.
  const refreshRead = () => {
    void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.lists(vendorId) });
    void queryClient.invalidateQueries({ queryKey: ["messaging", vendorId, "thread"] });
  };

  const start = async () => {
    // EventSource sends no Authorization header: a one-minute ticket signed by the API opens the stream.
    const result = await apiClient.call<typeof conversationsContract.streamTicket>({
      service: "messaging",
      method: "POST",
      path: "stream-ticket",
      body: { vendorId },
    });
    if (stopped) return;
    if (!result.ok) {
      timer = setTimeout(() => void start(), RETRY_MS * 3);
      return;
    }
    source = new EventSource(`/api/messaging/stream?ticket=${encodeURIComponent(result.data.ticket)}`);
    source.onopen = () => {
      // After a drop, what arrived meanwhile is fetched again.
      if (opened) {
        refresh();
        void queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.all(vendorId) });
      }
      opened = true;
    };
    source.addEventListener("message", refresh);
    source.addEventListener("read", refreshRead);
    // The marketplaces' sync brought a lead or a message: their inboxes and the counter follow.
    source.addEventListener("marketplace", () => {
      void queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.all(vendorId) });
      refreshCounter();
    });
    source.onerror = () => {
      // The ticket is single-use in practice (it expires): reconnect with a new one.
      source?.close();
      source = null;
      if (!stopped) timer = setTimeout(() => void start(), RETRY_MS);
    };
  };
  void start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(counterTimer);
    source?.close();
  };
}

/** New messages reach the open tab without a reload: the list, the open thread and the counter follow. */
export function useMessagingStream(vendorId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!vendorId || typeof EventSource === "undefined") return;
    const current = open.get(vendorId) ?? { users: 0, stop: connect(vendorId, queryClient) };
    current.users += 1;
    open.set(vendorId, current);
    return () => {
      current.users -= 1;
      if (current.users === 0) {
        current.stop();
        open.delete(vendorId);
      }
    };
  }, [vendorId, queryClient]);
}
