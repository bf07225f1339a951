import { unwrap } from "@cortege/api-client";
import type { subscriptionsContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";

/** POST user/create-billing-portal-session {password}: Stripe's portal (payment method, plan). */
export async function createBillingPortalSession(password: string): Promise<string> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.createBillingPortalSession>({
      method: "POST",
      path: "user/create-billing-portal-session",
      body: { password },
    }),
  ).url;
}

export function useBillingPortal() {
  return useMutation({ mutationFn: createBillingPortalSession, onSuccess: (url) => window.location.assign(url) });
}
