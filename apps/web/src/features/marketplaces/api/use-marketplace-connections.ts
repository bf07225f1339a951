import { unwrap } from "@cortege/api-client";
import type { MarketplaceConnection, marketplacesContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** GET marketplaces: the vendor's connection to A and B (never a password). */
export async function fetchMarketplaceConnections(vendorId: string): Promise<MarketplaceConnection[]> {
  const res = unwrap(
    await apiClient.call<typeof marketplacesContract.connections>({
      service: "messaging",
      method: "GET",
      path: "marketplaces",
      query: { vendorId },
    }),
  );
  return res.connections;
}

export function useMarketplaceConnections(vendorId: string) {
  return useQuery({
    queryKey: marketplaceQueryKeys.connections(vendorId),
    queryFn: () => fetchMarketplaceConnections(vendorId),
    enabled: !!vendorId,
  });
}
