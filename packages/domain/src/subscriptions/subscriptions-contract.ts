import { route } from "../routes/route-contract.ts";
import {
  billingPortalSchema,
  changeSubscriptionPlanSchema,
  createCheckoutSessionSchema,
  createTrialSubscriptionSchema,
  customerSubscriptionsQuerySchema,
  customerSubscriptionsResponseSchema,
  hasHadTrialResponseSchema,
  redirectUrlResponseSchema,
  subscriptionIdSchema,
  subscriptionOffersResponseSchema,
  subscriptionResponseSchema,
  trialDaysRemainingResponseSchema,
  userInvoicesQuerySchema,
  userInvoicesResponseSchema,
} from "./subscription-schemas.ts";

/**
 * The subscriptions module's routes (part 2 §7 "Subscriptions and billing"): the API registers these schemas, the web
 * types its calls with them. Not here: Stripe's webhook (Stripe posts it, signed raw bytes; hidden from the API docs).
 */
export const subscriptionsContract = {
  createCheckoutSession: route({
    method: "POST",
    path: "user/create-checkout-session",
    body: createCheckoutSessionSchema,
    response: redirectUrlResponseSchema,
  }),
  createBillingPortalSession: route({
    method: "POST",
    path: "user/create-billing-portal-session",
    body: billingPortalSchema,
    response: redirectUrlResponseSchema,
  }),
  trialDaysRemaining: route({ method: "GET", path: "user/trial-days-remaining", response: trialDaysRemainingResponseSchema }),
  customerSubscriptions: route({
    method: "GET",
    path: "user/customer-subscriptions",
    query: customerSubscriptionsQuerySchema,
    response: customerSubscriptionsResponseSchema,
  }),
  offers: route({ method: "GET", path: "user/subscription-offers", response: subscriptionOffersResponseSchema }),
  cancel: route({
    method: "POST",
    path: "user/cancel-subscription",
    body: subscriptionIdSchema,
    response: subscriptionResponseSchema,
  }),
  resume: route({
    method: "POST",
    path: "user/resume-subscription",
    body: subscriptionIdSchema,
    response: subscriptionResponseSchema,
  }),
  endTrial: route({
    method: "POST",
    path: "user/end-trial-period",
    body: subscriptionIdSchema,
    response: subscriptionResponseSchema,
  }),
  changePlan: route({
    method: "POST",
    path: "user/change-subscription-plan",
    body: changeSubscriptionPlanSchema,
    response: subscriptionResponseSchema,
  }),
  invoices: route({ method: "GET", path: "user/invoices", query: userInvoicesQuerySchema, response: userInvoicesResponseSchema }),
  hasHadTrial: route({ method: "GET", path: "user/has-had-trial", response: hasHadTrialResponseSchema }),
  createTrial: route({
    method: "POST",
    path: "user/create-trial-subscription",
    body: createTrialSubscriptionSchema,
    response: subscriptionResponseSchema,
  }),
} as const;
