import { z } from "zod";
import { subscriptionMessages as m } from "./subscription-messages.ts";

/** A Stripe id (sub_…, price_…, cus_…): letters, digits, « _ » and « - » only, so that nothing else reaches a query. */
const id = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(255, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

/** Part 2 §3 Subscriptions: an offer and its prices (amounts in cents, currency default eur). */
export const offerPriceSchema = z.object({
  priceId: z.string(),
  amount: z.number().int(),
  currency: z.string().default("eur"),
  interval: z.enum(["day", "week", "month", "year"]),
  intervalCount: z.number().int(),
  trialPeriodDays: z.number().int().nullable(),
  tiers: z.array(z.object({ upTo: z.number().int().nullable(), amount: z.number().int().nullable() })).nullable(),
  tier_mode: z.enum(["graduated", "volume"]).nullable(),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

export const planTiers = ["essential", "premium"] as const;
export type PlanTier = (typeof planTiers)[number];

export const offerSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  /** Which access tier the offer opens (Stripe product metadata `cortege_tier`). */
  tier: z.enum(planTiers),
  prices: z.array(offerPriceSchema),
  status: z.enum(["active", "inactive"]),
});
export type Offer = z.infer<typeof offerSchema>;

export const subscriptionOffersResponseSchema = z.object({ configured: z.boolean(), offers: z.array(offerSchema) });
export type SubscriptionOffersResponse = z.infer<typeof subscriptionOffersResponseSchema>;

export const subscriptionStatuses = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Part 2 §3: the user's subscription, with its discount and its upcoming payment. */
export const userSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  productId: z.string(),
  productName: z.string(),
  tier: z.enum(planTiers),
  startDate: z.string(),
  nextPaymentDate: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  interval: z.string(),
  trialEnd: z.string().nullable(),
  quantity: z.number().int(),
  priceId: z.string(),
  amount: z.number().int(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  endedAt: z.string().nullable(),
  hasPaymentMethod: z.boolean(),
  discount: z
    .object({
      coupon: z.string(),
      percentOff: z.number().nullable(),
      amountOff: z.number().int().nullable(),
      duration: z.string(),
      valid: z.boolean(),
      end: z.string().nullable(),
    })
    .nullable(),
  upcomingPayment: z
    .object({ amount: z.number().int(), subtotal: z.number().int(), total: z.number().int(), tax: z.number().int() })
    .nullable(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const customerSubscriptionsResponseSchema = z.object({
  configured: z.boolean(),
  /** What the database says the user holds now (the token may lag until its refresh). */
  tier: z.enum(["premium", "essential", "none"]),
  subscriptions: z.array(userSubscriptionSchema),
});
export type CustomerSubscriptionsResponse = z.infer<typeof customerSubscriptionsResponseSchema>;
/** GET user/customer-subscriptions?refresh=true reads Stripe again first (back from Checkout). */
export const customerSubscriptionsQuerySchema = z.object({ refresh: z.enum(["true", "false"]).optional() });

export const invoiceStatuses = ["draft", "open", "paid", "uncollectible", "void"] as const;

/** Part 2 §3: a user invoice (currency default EUR; total in cents). */
export const userInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  total: z.number().int(),
  currency: z.string().default("EUR"),
  pdf: z.string().nullable(),
  paidDate: z.string().nullable(),
  paymentMethod: z.string().nullable(),
});
export type UserInvoice = z.infer<typeof userInvoiceSchema>;

const isoDate = z.iso.date({ error: "Date invalide (AAAA-MM-JJ)." });
export const userInvoicesQuerySchema = z.object({
  status: z.enum(invoiceStatuses, { error: "Statut de facture inconnu." }).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type UserInvoicesQuery = z.infer<typeof userInvoicesQuerySchema>;
export const userInvoicesResponseSchema = z.object({
  invoices: z.array(userInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const createCheckoutSessionSchema = z.object({
  product_id: id(m.offerNotFound),
  price_id: id(m.offerNotFound),
  quantity: z.coerce.number({ error: m.quantity }).int(m.quantity).min(1, m.quantity).max(50, m.quantity).default(1),
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutSessionSchema>;
export const redirectUrlResponseSchema = z.object({ url: z.string() });

export const billingPortalSchema = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(256),
});
export const subscriptionIdSchema = z.object({ subscriptionId: id(m.subscriptionNotFound) });
/** Changing the offer of a paid subscription (our addition to the spec's calls): Stripe prorates. */
export const changeSubscriptionPlanSchema = z.object({
  subscriptionId: id(m.subscriptionNotFound),
  price_id: id(m.offerNotFound),
});
export type ChangeSubscriptionPlanInput = z.input<typeof changeSubscriptionPlanSchema>;
export const createTrialSubscriptionSchema = z.object({
  customerId: z.string().max(255).nullable().optional(),
  userId: z.string().max(255),
});
export const trialDaysRemainingResponseSchema = z.object({
  trialDaysRemaining: z.number().int(),
  trialEnd: z.string().nullable(),
});
export const hasHadTrialResponseSchema = z.object({ hasHadTrial: z.boolean() });
export const subscriptionResponseSchema = z.object({ subscription: userSubscriptionSchema });
