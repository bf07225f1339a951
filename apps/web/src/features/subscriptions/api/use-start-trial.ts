import { unwrap } from "@cortege/api-client";
import type { subscriptionsContract, UserSubscription } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { useRefreshBilling } from "./use-refresh-billing.ts";

/** POST user/create-trial-subscription {customerId, userId}. */
export async function startTrial(input: { userId: string; customerId: string | null }): Promise<UserSubscription> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.createTrial>({
      method: "POST",
      path: "user/create-trial-subscription",
      body: input,
    }),
  ).subscription;
}

export function useStartTrial() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: startTrial, onSuccess: () => refresh() });
}
