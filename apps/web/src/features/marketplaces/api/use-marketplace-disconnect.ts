import { unwrap } from "@cortege/api-client";
import { type MarketplaceConnection, type MarketplaceKey, type MarketplaceRoute, marketplaceSlugs } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** POST marketplace-x/disconnect: the password and the session are forgotten. */
export async function disconnectMarketplace(vendorId: string, mk: MarketplaceKey): Promise<MarketplaceConnection[]> {
  return unwrap(
    await apiClient.call<MarketplaceRoute<"disconnect">>({
      service: "messaging",
      method: "POST",
      path: `${marketplaceSlugs[mk]}/disconnect`,
      body: { vendorId },
    }),
  ).connections;
}

export function useMarketplaceDisconnect(vendorId: string, mk: MarketplaceKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectMarketplace(vendorId, mk),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.all(vendorId) }),
  });
}
