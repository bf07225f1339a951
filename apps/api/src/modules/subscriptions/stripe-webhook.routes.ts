import type { FastifyPluginAsync } from "fastify";
import type { SubscriptionsService } from "./subscriptions.service.ts";

/**
 * Stripe's webhooks. The signature covers the exact bytes received: this plugin keeps JSON bodies as
 * raw strings (its own scope only) for stripe.webhooks.constructEvent to check.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ service: SubscriptionsService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
  app.post("/billing/stripe-webhook", { config: { access: "public" }, schema: { hide: true } }, async (req) => {
    const signature = req.headers["stripe-signature"];
    await service.webhook(typeof req.body === "string" ? req.body : "", typeof signature === "string" ? signature : undefined);
    return { received: true };
  });
};
