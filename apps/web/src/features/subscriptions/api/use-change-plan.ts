import { unwrap } from "@cortege/api-client";
import type { ChangeSubscriptionPlanInput, subscriptionsContract, UserSubscription } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useRefreshBilling } from "./use-refresh-billing.ts";

/** POST user/change-subscription-plan {subscriptionId, price_id}: another offer while paying, prorated by Stripe. */
export async function changeSubscriptionPlan(input: ChangeSubscriptionPlanInput): Promise<UserSubscription> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.changePlan>({
      method: "POST",
      path: "user/change-subscription-plan",
      body: input,
    }),
  ).subscription;
}

/** The plan, the invoices and the token's tier are read again once Stripe has the new price. */
export function useChangePlan() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: changeSubscriptionPlan, onSuccess: () => refresh() });
}
