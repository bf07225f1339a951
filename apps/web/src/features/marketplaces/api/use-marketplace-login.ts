import { unwrap } from "@cortege/api-client";
import {
  type MarketplaceConnection,
  type MarketplaceKey,
  type MarketplaceLogin,
  type MarketplaceRoute,
  marketplaceSlugs,
} from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** POST marketplace-x/login {username, password, vendorId}: checked by the marketplace, then the inbox is read. */
export async function loginMarketplace(mk: MarketplaceKey, input: MarketplaceLogin): Promise<MarketplaceConnection[]> {
  const res = unwrap(
    await apiClient.call<MarketplaceRoute<"login">>({
      service: "messaging",
      method: "POST",
      path: `${marketplaceSlugs[mk]}/login`,
      body: input,
    }),
  );
  return res.connections;
}

export function useMarketplaceLogin(vendorId: string, mk: MarketplaceKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<MarketplaceLogin, "vendorId">) => loginMarketplace(mk, { ...input, vendorId }),
    // A refused login turns the connection off too: both outcomes refresh the tabs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceQueryKeys.all(vendorId) }),
  });
}
