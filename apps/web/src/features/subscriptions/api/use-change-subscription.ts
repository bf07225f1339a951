import { unwrap } from "@cortege/api-client";
import type { UserSubscription } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useRefreshBilling } from "./use-refresh-billing.ts";

export type SubscriptionChange = "cancel" | "resume" | "end-trial";
const pathOf: Record<SubscriptionChange, string> = {
  cancel: "user/cancel-subscription",
  resume: "user/resume-subscription",
  "end-trial": "user/end-trial-period",
};

/** POST user/cancel-subscription, user/resume-subscription or user/end-trial-period {subscriptionId}. */
export async function changeSubscription(change: SubscriptionChange, subscriptionId: string): Promise<UserSubscription> {
  return unwrap(
    await apiClient.request<{ subscription: UserSubscription }>({
      method: "POST",
      path: pathOf[change],
      body: { subscriptionId },
    }),
  ).subscription;
}

export function useChangeSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ change, subscriptionId }: { change: SubscriptionChange; subscriptionId: string }) =>
      changeSubscription(change, subscriptionId),
    onSuccess: () => refresh(),
  });
}
