import Stripe from "stripe";
import type { BillingSettings } from "../../platform/billing-settings.ts";

/** The official library, pointed at the configured API base (Stripe, or the stand-in in tests and dev). */
export function createStripeClient(settings: BillingSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });
}
export type { Stripe };
