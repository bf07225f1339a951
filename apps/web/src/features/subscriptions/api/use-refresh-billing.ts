import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

/**
 * After a change of plan: the billing queries are read again, and the session token is renewed so
 * that its groups carry the new tier (the server wrote it when Stripe's webhook arrived).
 */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await apiClient.refreshSession();
    await queryClient.invalidateQueries({ queryKey: subscriptionQueryKeys.all });
  }, [queryClient]);
}
