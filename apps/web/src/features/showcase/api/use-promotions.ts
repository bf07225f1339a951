import { unwrap } from "@cortege/api-client";
import type { Promotion, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** GET vendor/promotions?vendorId (response: promotions). */
export async function fetchPromotions(vendorId: string): Promise<Promotion[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.listPromotions>({
      method: "GET",
      path: "vendor/promotions",
      query: { vendorId },
      emptyList: { promotions: [] },
    }),
  ).promotions;
}

export const promotionsQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: showcaseExtraQueryKeys.promotions(vendorId),
    queryFn: () => fetchPromotions(vendorId),
    enabled: vendorId !== "",
  });

export function usePromotions(vendorId: string) {
  return useQuery(promotionsQueryOptions(vendorId));
}
