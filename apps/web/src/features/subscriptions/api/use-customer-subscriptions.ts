import { unwrap } from "@cortege/api-client";
import type { CustomerSubscriptionsResponse, subscriptionsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/** GET user/customer-subscriptions; `refresh` reads Stripe again first (back from Checkout). */
export async function fetchCustomerSubscriptions(refresh = false): Promise<CustomerSubscriptionsResponse> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.customerSubscriptions>({
      method: "GET",
      path: "user/customer-subscriptions",
      query: refresh ? { refresh: "true" } : {},
    }),
  );
}

export function useCustomerSubscriptions(refresh = false) {
  return useQuery({ queryKey: subscriptionQueryKeys.current(), queryFn: () => fetchCustomerSubscriptions(refresh) });
}
