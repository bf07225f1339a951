import type { Offer, PlanTier, UserSubscription } from "@cortege/domain";
import type Stripe from "stripe";
import type { StoredDiscount } from "../../db/schema/index.ts";
import type { InvoiceWrite, SubscriptionRow, SubscriptionWrite } from "./subscriptions.repository.ts";

/** Stripe's seconds → an instant. */
export const instant = (seconds: number) => new Date(seconds * 1000);
const maybe = (seconds: number | null | undefined) => (seconds ? instant(seconds) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** The tier a product opens: its `cortege_tier` metadata (docs/decisions.md "Plans and tiers"). */
export function tierOfProduct(product: Stripe.Product): PlanTier | null {
  const tier = product.metadata?.cortege_tier;
  return tier === "essential" || tier === "premium" ? tier : null;
}

const intervals = ["day", "week", "month", "year"] as const;
const tierModes = ["graduated", "volume"] as const;

export function toOffer(product: Stripe.Product, prices: Stripe.Price[]): Offer | null {
  const tier = tierOfProduct(product);
  if (!tier) return null;
  return {
    productId: product.id,
    productName: product.name,
    productDescription: product.description ?? "",
    tier,
    status: product.active ? "active" : "inactive",
    prices: prices
      .filter((p) => p.recurring && p.unit_amount !== null)
      .map((p) => ({
        priceId: p.id,
        amount: p.unit_amount ?? 0,
        currency: p.currency || "eur",
        interval: intervals.find((i) => i === p.recurring?.interval) ?? "month",
        intervalCount: p.recurring?.interval_count ?? 1,
        trialPeriodDays: p.recurring?.trial_period_days ?? null,
        tiers: p.tiers ? p.tiers.map((t) => ({ upTo: t.up_to, amount: t.unit_amount })) : null,
        tier_mode: tierModes.find((t) => t === p.tiers_mode) ?? null,
      }))
      .sort((a, b) => a.amount - b.amount),
  };
}

function discountOf(sub: Stripe.Subscription, now: number): StoredDiscount | null {
  const discount = sub.discounts.find((d): d is Stripe.Discount => typeof d !== "string");
  const coupon = discount?.source.coupon;
  if (!discount || !coupon || typeof coupon === "string") return null;
  return {
    coupon: coupon.name ?? coupon.id,
    percentOff: coupon.percent_off,
    amountOff: coupon.amount_off,
    duration: coupon.duration,
    valid: coupon.valid && (discount.end === null || discount.end > now),
    end: discount.end ? instant(discount.end).toISOString() : null,
  };
}

/** A Stripe subscription → our copy; `objectTime` is the event's time (or the read's, for a fresh read). */
export function toSubscriptionRow(
  sub: Stripe.Subscription,
  userId: string,
  product: { name: string; tier: PlanTier },
  objectTime: number,
): SubscriptionWrite {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no item`);
  const price = item.price;
  return {
    id: sub.id,
    userId,
    customerId: idOf(sub.customer) as string,
    productId: idOf(price.product) as string,
    productName: product.name,
    priceId: price.id,
    tier: product.tier,
    status: sub.status,
    interval: price.recurring?.interval ?? "month",
    intervalCount: price.recurring?.interval_count ?? 1,
    quantity: item.quantity ?? 1,
    amount: (price.unit_amount ?? 0) * (item.quantity ?? 1),
    startDate: instant(sub.start_date),
    trialStart: maybe(sub.trial_start),
    trialEnd: maybe(sub.trial_end),
    currentPeriodStart: instant(item.current_period_start),
    currentPeriodEnd: instant(item.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt: maybe(sub.canceled_at),
    endedAt: maybe(sub.ended_at),
    hasPaymentMethod: sub.default_payment_method !== null,
    discount: discountOf(sub, objectTime),
    objectTime,
  };
}

export function toInvoiceRow(inv: Stripe.Invoice, userId: string, objectTime: number): InvoiceWrite {
  return {
    id: inv.id as string,
    userId,
    customerId: idOf(inv.customer) as string,
    subscriptionId: idOf(inv.parent?.subscription_details?.subscription),
    number: inv.number,
    status: inv.status ?? "draft",
    total: inv.total,
    currency: inv.currency || "eur",
    issuedAt: instant(inv.created),
    dueDate: maybe(inv.due_date),
    paidAt: maybe(inv.status_transitions?.paid_at),
    pdfUrl: inv.invoice_pdf ?? null,
    paymentMethod: inv.status === "paid" ? (inv.payment_settings?.payment_method_types?.[0] ?? "card") : null,
    objectTime,
  };
}

export function toUserSubscription(row: SubscriptionRow, upcoming: UserSubscription["upcomingPayment"]): UserSubscription {
  const running = row.status === "trialing" || row.status === "active" || row.status === "past_due";
  const next = row.status === "trialing" ? row.trialEnd : row.currentPeriodEnd;
  return {
    subscriptionId: row.id,
    productId: row.productId,
    productName: row.productName,
    tier: row.tier,
    startDate: row.startDate.toISOString(),
    nextPaymentDate: running && !row.cancelAtPeriodEnd && next ? next.toISOString() : null,
    status: row.status as UserSubscription["status"],
    interval: row.interval,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    quantity: row.quantity,
    priceId: row.priceId,
    amount: row.amount,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: row.endedAt?.toISOString() ?? null,
    hasPaymentMethod: row.hasPaymentMethod,
    discount: row.discount ?? null,
    upcomingPayment: upcoming,
  };
}
