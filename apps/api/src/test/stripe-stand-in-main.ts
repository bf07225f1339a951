import { startStripeStandIn } from "./stripe-stand-in.ts";

/**
 * The Stripe stand-in as a process (README "Billing"): `npm run stripe-stand-in -w apps/api`.
 * STRIPE_STAND_IN_PORT (12111), STRIPE_WEBHOOK_URL (http://127.0.0.1:3000/api/billing/stripe-webhook),
 * STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY: the values the server is started with.
 */
const standIn = await startStripeStandIn({
  port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
  webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? "http://127.0.0.1:3000/api/billing/stripe-webhook",
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_cortege_stand_in",
  secretKey: process.env.STRIPE_SECRET_KEY ?? "sk_test_cortege_stand_in",
});
process.stdout.write(`Stripe stand-in on ${standIn.url} (test clocks: ${standIn.url}/dashboard/test-clocks)\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
