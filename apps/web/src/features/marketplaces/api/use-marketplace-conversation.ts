import { unwrap } from "@cortege/api-client";
import { type MarketplaceKey, type MarketplaceRoute, type MarketplaceThread, marketplaceSlugs } from "@cortege/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { messagingQueryKeys } from "../../conversations/api/messaging-query-keys.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** GET marketplace-x/conversation {clientId, eventId, vendorId}: the thread, refreshed from the marketplace. */
export async function fetchMarketplaceConversation(
  vendorId: string,
  mk: MarketplaceKey,
  clientId: string,
  eventId: string,
): Promise<MarketplaceThread> {
  return unwrap(
    await apiClient.call<MarketplaceRoute<"conversation">>({
      service: "messaging",
      method: "GET",
      path: `${marketplaceSlugs[mk]}/conversation`,
      query: { vendorId, clientId, eventId },
    }),
  );
}

export function useMarketplaceConversation(vendorId: string, mk: MarketplaceKey, clientId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: marketplaceQueryKeys.thread(vendorId, mk, clientId, eventId),
    queryFn: async () => {
      const thread = await fetchMarketplaceConversation(vendorId, mk, clientId, eventId);
      // Opening it marked it read: the list's bold and the navigation's counter follow.
      void queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.list(vendorId, mk) });
      void queryClient.invalidateQueries({ queryKey: messagingQueryKeys.counter(vendorId) });
      return thread;
    },
  });
}
