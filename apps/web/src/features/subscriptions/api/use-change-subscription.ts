import { unwrap } from "@cortege/api-client";
import type { subscriptionsContract, UserSubscription } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useRefreshBilling } from "./use-refresh-billing.ts";

export type SubscriptionChange = "cancel" | "resume" | "end-trial";

/** POST user/cancel-subscription, user/resume-subscription or user/end-trial-period {subscriptionId}. */
export async function changeSubscription(change: SubscriptionChange, subscriptionId: string): Promise<UserSubscription> {
  const body = { subscriptionId };
  const result =
    change === "cancel"
      ? await apiClient.call<typeof subscriptionsContract.cancel>({ method: "POST", path: "user/cancel-subscription", body })
      : change === "resume"
        ? await apiClient.call<typeof subscriptionsContract.resume>({ method: "POST", path: "user/resume-subscription", body })
        : await apiClient.call<typeof subscriptionsContract.endTrial>({ method: "POST", path: "user/end-trial-period", body });
  return unwrap(result).subscription;
}

export function useChangeSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ change, subscriptionId }: { change: SubscriptionChange; subscriptionId: string }) =>
      changeSubscription(change, subscriptionId),
    onSuccess: () => refresh(),
  });
}
