import { type AccessTier, type PlanTier, subscriptionErrorCodes, subscriptionMessages, tierOpens } from "@cortege/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error.ts";
import { planOfRoute } from "./paid-routes.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A paid feature: the caller's plan, read in the database (never from the token), must open it. */
    plan?: PlanTier;
  }
}

type AccessOf = (userIds: string[]) => Promise<{ tier: AccessTier; trialing: boolean }>;
type MembersOf = (vendorId: string) => Promise<string[]>;

/**
 * The server's check of paid features (docs/decisions.md "Plans and tiers"), one mechanism: a route's
 * `config.plan`, stamped here from the table of paid calls (paid-routes.ts) as routes are registered.
 * On a vendor's route the vendor's plan is the best of its members' (a team member works under the
 * owner's subscription); on an account's route, the caller's own. Without billing configured nothing
 * can be bought, so nothing is locked. Must be registered before the routes.
 */
export function registerPlanGuard(app: FastifyInstance, configured: boolean, accessOf: AccessOf, membersOf: MembersOf): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const plan = methods.map((method) => planOfRoute(method, route.url)).find((p) => p !== undefined);
    if (plan) route.config = { ...(route.config ?? {}), plan };
  });
  if (!configured) return;
  // Before validation (after the tenancy guard's own): a locked call is told so whatever its input.
  app.addHook("preValidation", async (request) => {
    const plan = request.routeOptions.config.plan;
    if (!plan || !request.auth) return;
    const users = request.vendorId ? await membersOf(request.vendorId) : [request.auth.userId];
    requirePlan(await accessOf(users), plan);
  });
}

/** The refusal of a paid call: 403 PLAN_REQUIRED, in French, naming the plan that opens it. */
export function requirePlan(access: { tier: AccessTier; trialing: boolean }, plan: PlanTier): void {
  if (tierOpens(access.tier, plan, access.trialing)) return;
  const message = plan === "premium" ? subscriptionMessages.premiumRequired : subscriptionMessages.essentialRequired;
  throw new AppError(403, subscriptionErrorCodes.PLAN_REQUIRED, message);
}
