import { subscriptionsContract as routes } from "@cortege/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
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
  app.post(routeUrl(routes.createCheckoutSession), { config, schema: routeSchema(routes.createCheckoutSession, tags) }, (req) =>
    service.createCheckoutSession(userIdOf(req), req.body, originOf(req)),
  );
  app.post(
    routeUrl(routes.createBillingPortalSession),
    { config, schema: routeSchema(routes.createBillingPortalSession, tags) },
    (req) => service.createBillingPortalSession(userIdOf(req), req.body.password, originOf(req)),
  );
  app.get(routeUrl(routes.trialDaysRemaining), { config, schema: routeSchema(routes.trialDaysRemaining, tags) }, (req) =>
    service.trialDaysRemaining(userIdOf(req)),
  );
  app.get(routeUrl(routes.customerSubscriptions), { config, schema: routeSchema(routes.customerSubscriptions, tags) }, (req) =>
    service.customerSubscriptions(userIdOf(req), req.query.refresh === "true"),
  );
  app.get(routeUrl(routes.offers), { config, schema: routeSchema(routes.offers, tags) }, () => service.offers());
  app.post(routeUrl(routes.cancel), { config, schema: routeSchema(routes.cancel, tags) }, (req) =>
    service.cancel(userIdOf(req), req.body.subscriptionId, true),
  );
  app.post(routeUrl(routes.resume), { config, schema: routeSchema(routes.resume, tags) }, (req) =>
    service.cancel(userIdOf(req), req.body.subscriptionId, false),
  );
  app.post(routeUrl(routes.endTrial), { config, schema: routeSchema(routes.endTrial, tags) }, (req) =>
    service.endTrial(userIdOf(req), req.body.subscriptionId),
  );
  // Our addition: changing the offer of a paid subscription without leaving Cortège (Stripe prorates).
  app.post(routeUrl(routes.changePlan), { config, schema: routeSchema(routes.changePlan, tags) }, (req) =>
    service.changePlan(userIdOf(req), req.body),
  );
  app.get(routeUrl(routes.invoices), { config, schema: routeSchema(routes.invoices, tags) }, (req) =>
    service.invoices(userIdOf(req), req.query),
  );
  app.get(routeUrl(routes.hasHadTrial), { config, schema: routeSchema(routes.hasHadTrial, tags) }, (req) =>
    service.hasHadTrial(userIdOf(req)),
  );
  app.post(routeUrl(routes.createTrial), { config, schema: routeSchema(routes.createTrial, tags) }, (req) =>
    service.createTrialSubscription(userIdOf(req), req.body),
  );
};
