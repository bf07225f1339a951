import { unwrap } from "@cortege/api-client";
import {
  type MarketplaceKey,
  type MarketplaceRoute,
  type MarketplaceSend,
  type MarketplaceThread,
  marketplaceSlugs,
} from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** POST marketplace-x/send-message: the reply goes out on the marketplace as plain text. */
export async function sendMarketplaceMessage(mk: MarketplaceKey, input: MarketplaceSend): Promise<MarketplaceThread> {
  return unwrap(
    await apiClient.call<MarketplaceRoute<"sendMessage">>({
      service: "messaging",
      method: "POST",
      path: `${marketplaceSlugs[mk]}/send-message`,
      body: input,
    }),
  );
}

export function useMarketplaceSend(vendorId: string, mk: MarketplaceKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<MarketplaceSend, "vendorId">) => sendMarketplaceMessage(mk, { ...input, vendorId }),
    onSuccess: (thread, input) => {
      queryClient.setQueryData(marketplaceQueryKeys.thread(vendorId, mk, input.clientId, input.eventId), thread);
      return queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.list(vendorId, mk) });
    },
  });
}
