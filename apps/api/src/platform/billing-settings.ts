/**
 * Stripe (subscriptions): on when STRIPE_SECRET_KEY is set. `apiUrl` is Stripe's real API unless
 * STRIPE_API_URL points at the stand-in; `testClocks` gives each new customer a test clock (test keys only).
 */
export type BillingSettings = { secretKey: string; webhookSecret: string; apiUrl: string; testClocks: boolean };

export const DEFAULT_STRIPE_API_URL = "https://api.stripe.com";
