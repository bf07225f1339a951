import { unwrap } from "@cortege/api-client";
import type { CustomerSubscriptionsResponse } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/** GET user/customer-subscriptions; `refresh` reads Stripe again first (back from Checkout). */
export async function fetchCustomerSubscriptions(refresh = false): Promise<CustomerSubscriptionsResponse> {
  return unwrap(
    await apiClient.request<CustomerSubscriptionsResponse>({
      method: "GET",
      path: "user/customer-subscriptions",
      ...(refresh ? { query: { refresh: "true" } } : {}),
    }),
  );
}

export function useCustomerSubscriptions(refresh = false) {
  return useQuery({ queryKey: subscriptionQueryKeys.current(), queryFn: () => fetchCustomerSubscriptions(refresh) });
}
