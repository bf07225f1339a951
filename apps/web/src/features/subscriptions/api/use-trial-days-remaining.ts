import { unwrap } from "@cortege/api-client";
import type { RouteAnswer, subscriptionsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/** Part 2 §9: the trial days are refetched at most every 24 h. */
export const TRIAL_DAYS_REFRESH_MS = 86_400_000;

export type TrialDays = RouteAnswer<typeof subscriptionsContract.trialDaysRemaining>;

/** GET user/trial-days-remaining. */
export async function fetchTrialDaysRemaining(): Promise<TrialDays> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.trialDaysRemaining>({ method: "GET", path: "user/trial-days-remaining" }),
  );
}

export function useTrialDaysRemaining() {
  return useQuery({
    queryKey: subscriptionQueryKeys.trialDays(),
    queryFn: fetchTrialDaysRemaining,
    staleTime: TRIAL_DAYS_REFRESH_MS,
    refetchInterval: TRIAL_DAYS_REFRESH_MS,
  });
}
