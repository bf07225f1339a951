import {
  type AccessTier,
  type CustomerSubscriptionsResponse,
  subscriptionErrorCodes as codes,
  subscriptionMessages as m,
  type Offer,
  type PlanTier,
  type SubscriptionOffersResponse,
  trialDaysRemaining,
  type UserInvoicesQuery,
  type UserSubscription,
} from "@cortege/domain";
import type Stripe from "stripe";
import type { Db, DbOrTx, Tx } from "../../platform/db/database.ts";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";
import { tierOfProduct, toInvoiceRow, toOffer, toSubscriptionRow, toUserSubscription } from "./stripe-mapping.ts";
import { createSubscriptionsRepository, type SubscriptionRow } from "./subscriptions.repository.ts";

/** What billing needs of the users module (its service). */
export type BillingUsers = {
  billingIdentity(userId: string): Promise<{ email: string; name: string | null }>;
  checkPassword(userId: string, password: string): Promise<void>;
  setBilling(tx: DbOrTx, userId: string, tier: PlanTier | null, customerId: string): Promise<void>;
};
/** « subscription expired » reaches each of the user's vendors through the notifications service, when wired. */
export type ExpiryNotifier = (tx: Tx, userId: string, productName: string) => Promise<void>;

type Log = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
type Deps = {
  db: Db;
  /** Null: billing not configured (no STRIPE_SECRET_KEY). */
  stripe: Stripe | null;
  webhookSecret: string;
  testClocks: boolean;
  users: BillingUsers;
  onExpired?: ExpiryNotifier | undefined;
  log: Log;
  now?: () => Date;
};

const OFFERS_TTL_MS = 60_000;
const notConfigured = () => new AppError(409, codes.BILLING_NOT_CONFIGURED, m.notConfigured);
const unavailable = () => new AppError(503, codes.BILLING_UNAVAILABLE, m.unavailable);
const missingSubscription = () => new AppError(404, codes.SUBSCRIPTION_NOT_FOUND, m.subscriptionNotFound);
const rank: Record<AccessTier, number> = { none: 0, essential: 1, premium: 2 };

/** The tier the running subscriptions hold (a trial holds none: part 2 §6) and whether a trial runs. */
export function accessOf(rows: SubscriptionRow[]): { tier: AccessTier; trialing: boolean } {
  let tier: AccessTier = "none";
  let trialing = false;
  for (const row of rows) {
    if (row.status === "trialing") trialing = true;
    else if ((row.status === "active" || row.status === "past_due") && rank[row.tier] > rank[tier]) tier = row.tier;
  }
  return { tier, trialing };
}

export function createSubscriptionsService({
  db,
  stripe,
  webhookSecret,
  testClocks,
  users,
  onExpired,
  log,
  now = () => new Date(),
}: Deps) {
  const repo = createSubscriptionsRepository(db);
  let offersCache: { at: number; offers: Offer[]; products: Map<string, Stripe.Product> } | null = null;

  function requireStripe(): Stripe {
    if (!stripe) throw notConfigured();
    return stripe;
  }

  /** A Stripe call; its failures become one French message (no internals), invalid requests logged. */
  async function call<T>(work: (s: Stripe) => Promise<T>): Promise<T> {
    const s = requireStripe();
    try {
      return await work(s);
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, "stripe call failed");
      throw unavailable();
    }
  }

  async function catalogue() {
    if (offersCache && Date.now() - offersCache.at < OFFERS_TTL_MS) return offersCache;
    const [products, prices] = await call((s) =>
      Promise.all([
        s.products.list({ active: true, limit: 100 }),
        s.prices.list({ active: true, type: "recurring", limit: 100 }),
      ]),
    );
    const offers = products.data
      .map((p) =>
        toOffer(
          p,
          prices.data.filter((price) => price.product === p.id),
        ),
      )
      .filter((o): o is Offer => o !== null)
      .sort((a, b) => rank[a.tier] - rank[b.tier]);
    offersCache = { at: Date.now(), offers, products: new Map(products.data.map((p) => [p.id, p])) };
    return offersCache;
  }

  async function productOf(productId: string): Promise<{ name: string; tier: PlanTier }> {
    let product = (await catalogue()).products.get(productId);
    if (!product) product = await call((s) => s.products.retrieve(productId));
    return { name: product.name, tier: tierOfProduct(product) ?? "essential" };
  }

  async function ensureCustomer(userId: string): Promise<string> {
    const existing = await repo.customerOfUser(userId);
    if (existing) return existing.customerId;
    const who = await users.billingIdentity(userId);
    const customer = await call(async (s) => {
      const clock = testClocks
        ? await s.testHelpers.testClocks.create({ frozen_time: Math.floor(now().getTime() / 1000), name: who.email })
        : null;
      return s.customers.create({
        email: who.email,
        ...(who.name ? { name: who.name } : {}),
        metadata: { cortege_user_id: userId },
        ...(clock ? { test_clock: clock.id } : {}),
      });
    });
    const stored = await db.transaction(async (tx) => {
      const row = await repo.insertCustomer({ userId, customerId: customer.id, testClockId: idOf(customer.test_clock) }, tx);
      await users.setBilling(tx, userId, accessOf(await repo.runningOfUser(userId, tx)).tier as PlanTier | null, row.customerId);
      return row;
    });
    return stored.customerId;
  }

  /** Keeps the token's groups in step with the running subscriptions (read again at the next refresh). */
  async function refreshTier(tx: Tx, userId: string, customerId: string) {
    const { tier } = accessOf(await repo.runningOfUser(userId, tx));
    await users.setBilling(tx, userId, tier === "none" ? null : tier, customerId);
  }

  async function storeSubscription(tx: Tx, sub: Stripe.Subscription, userId: string, objectTime: number, fresh: boolean) {
    const item = sub.items.data[0];
    if (!item) return false;
    const product = await productOf(idOf(item.price.product) as string);
    const row = toSubscriptionRow(sub, userId, product, objectTime);
    const written = await repo.upsertSubscription(row, fresh, tx);
    if (sub.status === "trialing") await repo.markTrialUsed(userId, tx);
    await refreshTier(tx, userId, row.customerId);
    return written;
  }

  /** A fresh read from Stripe of one subscription, stored at once (the webhook may come later). */
  async function storeFresh(userId: string, sub: Stripe.Subscription) {
    await db.transaction((tx) => storeSubscription(tx, sub, userId, Math.floor(now().getTime() / 1000), true));
  }

  async function upcomingOf(row: SubscriptionRow): Promise<UserSubscription["upcomingPayment"]> {
    if (!stripe || row.cancelAtPeriodEnd || !["trialing", "active", "past_due"].includes(row.status)) return null;
    try {
      const preview = await stripe.invoices.createPreview({ customer: row.customerId, subscription: row.id });
      const tax = (preview.total_taxes ?? []).reduce((sum, t) => sum + t.amount, 0);
      return { amount: preview.amount_due, subtotal: preview.subtotal, total: preview.total, tax };
    } catch {
      return null;
    }
  }

  async function ownSubscription(userId: string, subscriptionId: string): Promise<SubscriptionRow> {
    const row = await repo.subscriptionOfUser(userId, subscriptionId);
    if (!row) throw missingSubscription();
    return row;
  }

  async function syncFromStripe(userId: string) {
    const customer = await repo.customerOfUser(userId);
    if (!customer || !stripe) return;
    const list = await call((s) => s.subscriptions.list({ customer: customer.customerId, status: "all", limit: 20 }));
    for (const sub of list.data) await storeFresh(userId, sub);
  }

  /** A trial of Premium's monthly price, without a card (it simply ends if no offer is chosen). */
  async function startTrial(userId: string): Promise<Stripe.Subscription> {
    const offer = (await catalogue()).offers.find((o) => o.tier === "premium") ?? (await catalogue()).offers[0];
    const price = offer?.prices.find((p) => p.interval === "month") ?? offer?.prices[0];
    if (!offer || !price) throw badRequest(codes.OFFER_NOT_FOUND, m.offerNotFound);
    const customerId = await ensureCustomer(userId);
    const sub = await call((s) =>
      s.subscriptions.create({
        customer: customerId,
        items: [{ price: price.priceId }],
        trial_period_days: price.trialPeriodDays ?? 14,
        trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
        metadata: { cortege_user_id: userId },
      }),
    );
    await storeFresh(userId, sub);
    return sub;
  }

  async function handleEvent(event: Stripe.Event): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await repo.claimEvent(event.id, event.type, tx))) return;
      const object = event.data.object as { object?: string; customer?: string | { id: string } | null };
      const customerId = idOf(object.customer ?? null);
      const customer = customerId ? await repo.customerById(customerId, tx) : undefined;
      if (!customer) return; // not one of ours (another app on the same Stripe account)
      switch (event.type) {
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted":
        case "customer.subscription.trial_will_end":
        case "customer.subscription.paused":
        case "customer.subscription.resumed": {
          const sub = event.data.object as Stripe.Subscription;
          const before = await repo.subscriptionOfUser(customer.userId, sub.id);
          const written = await storeSubscription(tx, sub, customer.userId, event.created, false);
          // Expired: it ran, and now it has ended. Nothing the vendor made is touched; a notification says so.
          const expired = written && sub.status === "canceled" && before?.status !== "canceled" && before?.status !== undefined;
          if (expired && onExpired)
            await onExpired(tx, customer.userId, (await productOf(idOf(sub.items.data[0]?.price.product) as string)).name);
          return;
        }
        case "invoice.created":
        case "invoice.finalized":
        case "invoice.paid":
        case "invoice.payment_failed":
        case "invoice.payment_succeeded":
        case "invoice.marked_uncollectible":
        case "invoice.voided":
        case "invoice.updated": {
          await repo.upsertInvoice(toInvoiceRow(event.data.object as Stripe.Invoice, customer.userId, event.created), false, tx);
          return;
        }
        case "checkout.session.completed": {
          // The paid subscription replaces the trial: the trial ends now rather than run beside it.
          const session = event.data.object as Stripe.Checkout.Session;
          const paid = idOf(session.subscription);
          for (const row of await repo.runningOfUser(customer.userId, tx)) {
            if (row.id !== paid && row.status === "trialing" && stripe) {
              const ended = await stripe.subscriptions
                .cancel(row.id)
                .catch((error: unknown) => log.warn({ err: error }, "trial not canceled"));
              // Stored now, as read: the trial's own « deleted » event then finds it ended (no « expired » notice).
              if (ended) await storeSubscription(tx, ended, customer.userId, Math.floor(now().getTime() / 1000), true);
            }
          }
          return;
        }
        default:
          return;
      }
    });
  }

  return {
    configured: stripe !== null,

    /** What the server's plan guard reads: the database, never the token (the best of the users given). */
    async accessOf(userIds: string[]): Promise<{ tier: AccessTier; trialing: boolean }> {
      return accessOf(await repo.runningOfUsers(userIds));
    },

    /**
     * A new account's trial (docs/decisions.md "Trial"): started when its first vendor is created, once
     * per user. Billing must never stop someone from starting: a failure is logged, and the user can
     * still start the trial from « Abonnement ».
     */
    async startFirstTrial(userId: string): Promise<void> {
      if (!stripe) return;
      try {
        if ((await repo.customerOfUser(userId))?.hasHadTrial) return;
        if ((await repo.runningOfUser(userId)).length > 0) return;
        await startTrial(userId);
      } catch (error) {
        log.warn({ err: error }, "trial not started with the first vendor");
      }
    },

    async offers(): Promise<SubscriptionOffersResponse> {
      if (!stripe) return { configured: false, offers: [] };
      return { configured: true, offers: (await catalogue()).offers };
    },

    async customerSubscriptions(userId: string, refresh: boolean): Promise<CustomerSubscriptionsResponse> {
      if (refresh) await syncFromStripe(userId);
      const rows = await repo.subscriptionsOfUser(userId);
      const running = rows.filter((r) => ["trialing", "active", "past_due", "incomplete"].includes(r.status));
      // The last one that ended stays in view (« expiré le … ») until another starts.
      const shown = running.length > 0 ? running : rows.slice(0, 1);
      const subscriptions = await Promise.all(shown.map(async (row) => toUserSubscription(row, await upcomingOf(row))));
      return { configured: stripe !== null, tier: accessOf(rows).tier, subscriptions };
    },

    async trialDaysRemaining(userId: string) {
      const trial = (await repo.runningOfUser(userId)).find((r) => r.status === "trialing");
      const end = trial?.trialEnd ?? null;
      return { trialDaysRemaining: trialDaysRemaining(end, now()), trialEnd: end?.toISOString() ?? null };
    },

    async hasHadTrial(userId: string) {
      return { hasHadTrial: (await repo.customerOfUser(userId))?.hasHadTrial ?? false };
    },

    /** Part 2 §7: a trial of the Premium offer, once per user, without a card. */
    async createTrialSubscription(userId: string, input: { userId: string; customerId?: string | null | undefined }) {
      requireStripe();
      if (input.userId !== userId) throw notFound();
      const existing = await repo.customerOfUser(userId);
      if (input.customerId && input.customerId !== existing?.customerId) throw notFound();
      if (existing?.hasHadTrial) throw badRequest(codes.TRIAL_ALREADY_USED, m.trialAlreadyUsed);
      if ((await repo.runningOfUser(userId)).length > 0) throw badRequest(codes.ALREADY_SUBSCRIBED, m.alreadySubscribed);
      const sub = await startTrial(userId);
      return { subscription: toUserSubscription(await ownSubscription(userId, sub.id), null) };
    },

    async createCheckoutSession(
      userId: string,
      input: { product_id: string; price_id: string; quantity: number },
      origin: string,
    ): Promise<{ url: string }> {
      const offer = (await catalogue()).offers.find((o) => o.productId === input.product_id);
      if (!offer?.prices.some((p) => p.priceId === input.price_id)) throw badRequest(codes.OFFER_NOT_FOUND, m.offerNotFound);
      const paying = (await repo.runningOfUser(userId)).some((r) => r.status !== "trialing");
      if (paying) throw badRequest(codes.ALREADY_SUBSCRIBED, m.alreadySubscribed);
      const customer = await ensureCustomer(userId);
      const session = await call((s) =>
        s.checkout.sessions.create({
          mode: "subscription",
          customer,
          client_reference_id: userId,
          line_items: [{ price: input.price_id, quantity: input.quantity }],
          allow_promotion_codes: true,
          success_url: `${origin}/compte/abonnement?paiement=reussi&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}/compte/abonnement?paiement=annule`,
          metadata: { cortege_user_id: userId },
        }),
      );
      if (!session.url) throw unavailable();
      return { url: session.url };
    },

    async createBillingPortalSession(userId: string, password: string, origin: string): Promise<{ url: string }> {
      requireStripe();
      await users.checkPassword(userId, password);
      const customer = await ensureCustomer(userId);
      const session = await call((s) => s.billingPortal.sessions.create({ customer, return_url: `${origin}/compte/abonnement` }));
      return { url: session.url };
    },

    /** Cancellation at the end of the period paid (or of the trial): nothing stops before. */
    async cancel(userId: string, subscriptionId: string, cancel = true) {
      const row = await ownSubscription(userId, subscriptionId);
      if (row.status === "canceled" || row.endedAt) throw badRequest(codes.ALREADY_ENDED, m.alreadyEnded);
      const sub = await call((s) => s.subscriptions.update(row.id, { cancel_at_period_end: cancel }));
      await storeFresh(userId, sub);
      return { subscription: toUserSubscription(await ownSubscription(userId, sub.id), null) };
    },

    async endTrial(userId: string, subscriptionId: string) {
      const row = await ownSubscription(userId, subscriptionId);
      if (row.status !== "trialing") throw badRequest(codes.NOT_IN_TRIAL, m.notInTrial);
      if (!row.hasPaymentMethod) throw badRequest(codes.NO_PAYMENT_METHOD, m.noPaymentMethod);
      const sub = await call((s) => s.subscriptions.update(row.id, { trial_end: "now" }));
      await storeFresh(userId, sub);
      return { subscription: toUserSubscription(await ownSubscription(userId, sub.id), null) };
    },

    /**
     * Another offer (or billing interval) for a subscription being paid, from « Abonnement »: the item's
     * price changes through Stripe's subscription update and Stripe prorates (the unused time of the old
     * price is credited, the new one charged for the rest of the period, on the next invoice; a change of
     * interval starts a new period and is invoiced at once). A trial chooses its offer through Checkout.
     */
    async changePlan(userId: string, input: { subscriptionId: string; price_id: string }) {
      const row = await ownSubscription(userId, input.subscriptionId);
      if (row.status === "canceled" || row.endedAt) throw badRequest(codes.ALREADY_ENDED, m.alreadyEnded);
      if (row.status !== "active" && row.status !== "past_due") throw badRequest(codes.NOT_PAYING, m.notPaying);
      if (row.priceId === input.price_id) throw badRequest(codes.SAME_PLAN, m.samePlan);
      const offered = (await catalogue()).offers.some((o) => o.prices.some((p) => p.priceId === input.price_id));
      if (!offered) throw badRequest(codes.OFFER_NOT_FOUND, m.offerNotFound);
      const sub = await call(async (s) => {
        const item = (await s.subscriptions.retrieve(row.id)).items.data[0];
        if (!item) throw missingSubscription();
        return s.subscriptions.update(row.id, {
          items: [{ id: item.id, price: input.price_id, quantity: item.quantity ?? 1 }],
          proration_behavior: "create_prorations",
        });
      });
      await storeFresh(userId, sub);
      const stored = await ownSubscription(userId, sub.id);
      return { subscription: toUserSubscription(stored, await upcomingOf(stored)) };
    },

    async invoices(userId: string, query: UserInvoicesQuery) {
      const { invoices, total } = await repo.invoicesOfUser(userId, query);
      return { invoices, total, page: query.page, limit: query.limit };
    },

    /** The webhook: signature checked by the library (Stripe-Signature v1, 5 minutes' tolerance), each event once. */
    async webhook(payload: string, signature: string | undefined): Promise<void> {
      const s = requireStripe();
      let event: Stripe.Event;
      try {
        event = s.webhooks.constructEvent(payload, signature ?? "", webhookSecret);
      } catch {
        throw badRequest(codes.BAD_SIGNATURE, m.badSignature);
      }
      await handleEvent(event);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}
