import { unwrap } from "@cortege/api-client";
import type { subscriptionsContract } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";

/** POST user/create-checkout-session {product_id, price_id, quantity}: the address of Stripe's payment page. */
export async function createCheckoutSession(input: { product_id: string; price_id: string; quantity: number }): Promise<string> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.createCheckoutSession>({
      method: "POST",
      path: "user/create-checkout-session",
      body: input,
    }),
  ).url;
}

/** The browser leaves for Stripe's page, which brings it back to the subscription screen. */
export function useCheckout() {
  return useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (url) => window.location.assign(url),
  });
}
