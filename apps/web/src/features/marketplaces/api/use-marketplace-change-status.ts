import { unwrap } from "@cortege/api-client";
import {
  type MarketplaceChangeStatus,
  type MarketplaceConversation,
  type MarketplaceKey,
  type MarketplaceRoute,
  marketplaceSlugs,
} from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** POST marketplace-x/change-status {clientId, eventId, status}. */
export async function changeMarketplaceStatus(
  mk: MarketplaceKey,
  input: MarketplaceChangeStatus,
): Promise<MarketplaceConversation> {
  return unwrap(
    await apiClient.call<MarketplaceRoute<"changeStatus">>({
      service: "messaging",
      method: "POST",
      path: `${marketplaceSlugs[mk]}/change-status`,
      body: input,
    }),
  );
}

export function useMarketplaceChangeStatus(vendorId: string, mk: MarketplaceKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<MarketplaceChangeStatus, "vendorId">) => changeMarketplaceStatus(mk, { ...input, vendorId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.all(vendorId) }),
  });
}
