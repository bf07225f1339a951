import { unwrap } from "@cortege/api-client";
import type { SubscriptionOffersResponse, subscriptionsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/** GET user/subscription-offers: the offers and their prices; `configured` false without billing. */
export async function fetchSubscriptionOffers(): Promise<SubscriptionOffersResponse> {
  return unwrap(await apiClient.call<typeof subscriptionsContract.offers>({ method: "GET", path: "user/subscription-offers" }));
}

export function useSubscriptionOffers() {
  return useQuery({ queryKey: subscriptionQueryKeys.offers(), queryFn: fetchSubscriptionOffers, staleTime: 5 * 60_000 });
}
