import { type AccessTier, type PlanTier, subscriptionErrorCodes, subscriptionMessages, tierOpens } from "@cortege/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A paid feature: the caller's plan, read in the database (never from the token), must open it. */
    plan?: PlanTier;
  }
}

type AccessOf = (userId: string) => Promise<{ tier: AccessTier; trialing: boolean }>;

/**
 * The server's check of paid features (docs/decisions.md "Plans and tiers"). Without billing
 * configured nothing can be bought, so nothing is locked.
 */
export function registerPlanGuard(app: FastifyInstance, configured: boolean, accessOf: AccessOf): void {
  if (!configured) return;
  app.addHook("preHandler", async (request) => {
    const plan = request.routeOptions.config.plan;
    if (!plan || !request.auth) return;
    const { tier, trialing } = await accessOf(request.auth.userId);
    if (!tierOpens(tier, plan, trialing)) {
      const message = plan === "premium" ? subscriptionMessages.premiumRequired : subscriptionMessages.essentialRequired;
      throw new AppError(403, subscriptionErrorCodes.PLAN_REQUIRED, message);
    }
  });
}
