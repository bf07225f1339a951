import {
  billingPortalSchema,
  changeSubscriptionPlanSchema,
  createCheckoutSessionSchema,
  createTrialSubscriptionSchema,
  customerSubscriptionsResponseSchema,
  hasHadTrialResponseSchema,
  redirectUrlResponseSchema,
  subscriptionIdSchema,
  subscriptionOffersResponseSchema,
  subscriptionResponseSchema,
  trialDaysRemainingResponseSchema,
  userInvoicesQuerySchema,
  userInvoicesResponseSchema,
} from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import type { SubscriptionsService } from "./subscriptions.service.ts";

const tags = ["subscriptions"];
const config = { access: "user" } as const;
const userIdOf = (req: { auth: AuthContext | null }) => (req.auth as AuthContext).userId;

/** Part 2 §7 "Subscriptions and billing", at the spec's paths (plus resume-subscription, the undo of a cancellation). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  service: SubscriptionsService;
  publicUrl?: string | undefined;
}> = async (app, { service, publicUrl }) => {
  const originOf = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
  app.post(
    "/user/create-checkout-session",
    { config, schema: { tags, body: createCheckoutSessionSchema, response: { 200: redirectUrlResponseSchema } } },
    (req) => service.createCheckoutSession(userIdOf(req), req.body, originOf(req)),
  );
  app.post(
    "/user/create-billing-portal-session",
    { config, schema: { tags, body: billingPortalSchema, response: { 200: redirectUrlResponseSchema } } },
    (req) => service.createBillingPortalSession(userIdOf(req), req.body.password, originOf(req)),
  );
  app.get(
    "/user/trial-days-remaining",
    { config, schema: { tags, response: { 200: trialDaysRemainingResponseSchema } } },
    (req) => service.trialDaysRemaining(userIdOf(req)),
  );
  app.get(
    "/user/customer-subscriptions",
    {
      config,
      schema: {
        tags,
        querystring: z.object({ refresh: z.enum(["true", "false"]).optional() }),
        response: { 200: customerSubscriptionsResponseSchema },
      },
    },
    (req) => service.customerSubscriptions(userIdOf(req), req.query.refresh === "true"),
  );
  app.get("/user/subscription-offers", { config, schema: { tags, response: { 200: subscriptionOffersResponseSchema } } }, () =>
    service.offers(),
  );
  app.post(
    "/user/cancel-subscription",
    { config, schema: { tags, body: subscriptionIdSchema, response: { 200: subscriptionResponseSchema } } },
    (req) => service.cancel(userIdOf(req), req.body.subscriptionId, true),
  );
  app.post(
    "/user/resume-subscription",
    { config, schema: { tags, body: subscriptionIdSchema, response: { 200: subscriptionResponseSchema } } },
    (req) => service.cancel(userIdOf(req), req.body.subscriptionId, false),
  );
  app.post(
    "/user/end-trial-period",
    { config, schema: { tags, body: subscriptionIdSchema, response: { 200: subscriptionResponseSchema } } },
    (req) => service.endTrial(userIdOf(req), req.body.subscriptionId),
  );
  // Our addition: changing the offer of a paid subscription without leaving Cortège (Stripe prorates).
  app.post(
    "/user/change-subscription-plan",
    { config, schema: { tags, body: changeSubscriptionPlanSchema, response: { 200: subscriptionResponseSchema } } },
    (req) => service.changePlan(userIdOf(req), req.body),
  );
  app.get(
    "/user/invoices",
    { config, schema: { tags, querystring: userInvoicesQuerySchema, response: { 200: userInvoicesResponseSchema } } },
    (req) => service.invoices(userIdOf(req), req.query),
  );
  app.get("/user/has-had-trial", { config, schema: { tags, response: { 200: hasHadTrialResponseSchema } } }, (req) =>
    service.hasHadTrial(userIdOf(req)),
  );
  app.post(
    "/user/create-trial-subscription",
    { config, schema: { tags, body: createTrialSubscriptionSchema, response: { 200: subscriptionResponseSchema } } },
    (req) => service.createTrialSubscription(userIdOf(req), req.body),
  );
};
