import { unwrap } from "@cortege/api-client";
import { type MarketplaceKey, type MarketplaceListResponse, type MarketplaceRoute, marketplaceSlugs } from "@cortege/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { marketplaceQueryKeys } from "./marketplace-query-keys.ts";

/** GET marketplace-x/list?page: the marketplace's inbox as the sync received it, newest first. */
export async function fetchMarketplaceList(vendorId: string, mk: MarketplaceKey, page: number): Promise<MarketplaceListResponse> {
  return unwrap(
    await apiClient.call<MarketplaceRoute<"list">>({
      service: "messaging",
      method: "GET",
      path: `${marketplaceSlugs[mk]}/list`,
      query: { vendorId, page },
    }),
  );
}

export function useMarketplaceList(vendorId: string, mk: MarketplaceKey) {
  return useInfiniteQuery({
    queryKey: marketplaceQueryKeys.list(vendorId, mk),
    queryFn: ({ pageParam }) => fetchMarketplaceList(vendorId, mk, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: !!vendorId,
    // New leads arrive by the sync: the open inbox looks again every minute.
    refetchInterval: 60_000,
  });
}
