import { unwrap } from "@cortege/api-client";
import type { subscriptionsContract } from "@cortege/domain";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/** GET user/has-had-trial: a trial is offered once per user. */
export async function fetchHasHadTrial(): Promise<boolean> {
  return unwrap(await apiClient.call<typeof subscriptionsContract.hasHadTrial>({ method: "GET", path: "user/has-had-trial" }))
    .hasHadTrial;
}

export function useHasHadTrial(enabled: boolean) {
  return useQuery({ queryKey: subscriptionQueryKeys.hasHadTrial(), queryFn: fetchHasHadTrial, enabled });
}
