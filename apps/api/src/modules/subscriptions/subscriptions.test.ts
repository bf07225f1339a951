import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessTokens } from "../../platform/auth/access-tokens.ts";
import { type StripeStandIn, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { signUpVendor } from "../../test/vendor-fixtures.ts";

let stripe: StripeStandIn;
let t: TestApp;

const DAY = 86_400;
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString()) as {
    groups: string[];
    customerId: string | null;
    sid: string;
  };
const get = (who: Session, url: string) => t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(who) });
const post = (who: Session, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(who), payload });
const addVendor = (who: Session, tradeName: string) =>
  post(who, "/vendor/add-vendor", { vendorType: "DJ", company: { corporateName: `${tradeName} SARL`, tradeName } });
const refresh = async (who: Session) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/user/refresh-token",
      payload: { userId: who.userId, refreshToken: who.refreshToken },
    })
  ).json() as Session;

/** Stripe's signature of a webhook body, as Stripe computes it. */
const sign = (payload: string, secret = stripe.webhookSecret) => {
  const ts = Math.floor(Date.now() / 1000);
  return `t=${ts},v1=${createHmac("sha256", secret).update(`${ts}.${payload}`).digest("hex")}`;
};
const deliver = (event: object, signature?: string) => {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: "POST",
    url: "/api/billing/stripe-webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature ?? sign(payload) },
    payload,
  });
};

/** The user pays the Checkout page with a card, as in the browser; answers where the page sends them. */
async function checkout(who: Session, card: string, offer = "premium") {
  const offers = (await get(who, "/user/subscription-offers")).json().offers as {
    productId: string;
    tier: string;
    prices: { priceId: string }[];
  }[];
  const chosen = offers.find((o) => o.tier === offer);
  const res = await post(who, "/user/create-checkout-session", {
    product_id: chosen?.productId,
    price_id: chosen?.prices[0]?.priceId,
    quantity: 1,
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  expect(url.origin).toBe(stripe.url);
  const page = await fetch(url, { method: "POST", body: new URLSearchParams({ card }), redirect: "manual" });
  await stripe.drain();
  return page;
}

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    billing: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, testClocks: true },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  stripe.setWebhookUrl(`http://127.0.0.1:${address.port}/api/billing/stripe-webhook`);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("billing not configured", () => {
  it("answers offers as not configured and refuses to sell, in French, while every feature stays open", async () => {
    const bare = await createTestApp();
    try {
      const who = await signUpVendor(bare, "sans-stripe@exemple.fr", "Sans Stripe");
      const offers = await bare.app.inject({ method: "GET", url: "/api/user/subscription-offers", headers: bearer(who.session) });
      expect(offers.json()).toEqual({ configured: false, offers: [] });
      const subs = await bare.app.inject({
        method: "GET",
        url: "/api/user/customer-subscriptions",
        headers: bearer(who.session),
      });
      expect(subs.json()).toMatchObject({ configured: false, tier: "none", subscriptions: [] });
      const buy = await bare.app.inject({
        method: "POST",
        url: "/api/user/create-checkout-session",
        headers: bearer(who.session),
        payload: { product_id: "prod_premium", price_id: "price_premium_monthly", quantity: 1 },
      });
      expect(buy.statusCode).toBe(409);
      expect(buy.json()).toMatchObject({ code: "BILLING_NOT_CONFIGURED", message: expect.stringContaining("pas configurée") });
      const second = await bare.app.inject({
        method: "POST",
        url: "/api/vendor/add-vendor",
        headers: bearer(who.session),
        payload: { vendorType: "DJ", company: { corporateName: "Deux SARL", tradeName: "Deux" } },
      });
      expect(second.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("subscriptions through Stripe", () => {
  it("lists the offers with their prices in cents, euros and trial days", async () => {
    const who = await signUp(t, "offres@exemple.fr");
    const res = await get(who, "/user/subscription-offers");
    expect(res.statusCode).toBe(200);
    const { offers } = res.json();
    expect(offers.map((o: { tier: string }) => o.tier)).toEqual(["essential", "premium"]);
    expect(offers[1].prices[0]).toMatchObject({ amount: 5900, currency: "eur", interval: "month", trialPeriodDays: 14 });
  });

  it("gives one trial per user, without a card, and counts its days", async () => {
    const who = await signUp(t, "essai@exemple.fr");
    expect((await get(who, "/user/has-had-trial")).json()).toEqual({ hasHadTrial: false });
    expect((await post(who, "/user/create-trial-subscription", { userId: "someone-else", customerId: null })).statusCode).toBe(
      404,
    );

    const started = await post(who, "/user/create-trial-subscription", { userId: who.userId, customerId: null });
    expect(started.statusCode).toBe(200);
    expect(started.json().subscription).toMatchObject({ status: "trialing", tier: "premium", hasPaymentMethod: false });
    expect((await get(who, "/user/trial-days-remaining")).json().trialDaysRemaining).toBe(14);
    expect((await get(who, "/user/has-had-trial")).json()).toEqual({ hasHadTrial: true });

    // The trial opens Premium's features, but the token says « neither » (part 2 §6: trial or free).
    expect((await addVendor(who, "Pendant l'essai")).statusCode).toBe(200);
    expect(claims((await refresh(who)).token).groups).toEqual([]);

    const again = await post(who, "/user/create-trial-subscription", { userId: who.userId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "TRIAL_ALREADY_USED", message: "Vous avez déjà profité de la période d'essai." });

    // Without a card the trial cannot end early: the user is sent to the offers.
    const sub = started.json().subscription.subscriptionId;
    const end = await post(who, "/user/end-trial-period", { subscriptionId: sub });
    expect(end.json()).toMatchObject({ code: "NO_PAYMENT_METHOD" });
  });

  it("starts Premium's trial with the account's first vendor, once", async () => {
    const who = await signUp(t, "premier-prestataire@exemple.fr");
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions).toEqual([]);
    const created = await post(who, "/vendor/create", {
      vendorType: "DJ",
      company: { corporateName: "Premier SARL", tradeName: "Premier" },
    });
    expect(created.statusCode).toBe(200);
    const subs = (await get(who, "/user/customer-subscriptions")).json();
    expect(subs.subscriptions).toMatchObject([{ status: "trialing", tier: "premium", hasPaymentMethod: false }]);
    expect((await get(who, "/user/trial-days-remaining")).json().trialDaysRemaining).toBe(14);
    expect((await get(who, "/user/has-had-trial")).json()).toEqual({ hasHadTrial: true });
    // The second vendor (Premium's, open during the trial) starts nothing more.
    expect((await addVendor(who, "Second")).statusCode).toBe(200);
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions).toHaveLength(1);
  });

  it("refuses a premium call from a token that claims premium when the database holds no subscription", async () => {
    const { session } = await signUpVendor(t, "faussaire@exemple.fr", "Faussaire");
    // Fifteen days later (the customer's test clock), the card-less trial has ended by itself.
    const customer = [...stripe.customers.values()].find((c) => c.metadata.cortege_user_id === session.userId);
    await stripe.advanceClock(customer?.test_clock as string, Math.floor(Date.now() / 1000) + 15 * DAY);
    expect((await get(session, "/user/customer-subscriptions")).json().subscriptions[0].status).toBe("canceled");
    const refused = await addVendor(session, "Second");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "PLAN_REQUIRED",
      message: "Cette fonctionnalité fait partie de l'offre Premium.",
    });

    // A token signed with the server's own key, claiming premium: the guard reads the database, not the claim.
    const forged = await createAccessTokens("test-secret-".padEnd(48, "x")).sign({
      userId: session.userId,
      groups: ["premium"],
      customerId: "cus_forged",
      sessionId: claims(session.token).sid,
    });
    const withForged = await addVendor({ ...session, token: forged }, "Second");
    expect(withForged.statusCode).toBe(403);
    expect(withForged.json().code).toBe("PLAN_REQUIRED");
  });

  it("subscribes through Checkout: declined card, then 4242; premium opens, the token follows, the invoice has its PDF", async () => {
    const who = (await signUpVendor(t, "checkout@exemple.fr", "Domaine Checkout")).session;
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions[0].status).toBe("trialing");

    const declined = await checkout(who, "4000 0000 0000 0002");
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("Votre carte a été refusée.");

    const paid = await checkout(who, "4242 4242 4242 4242");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toMatch(/\/compte\/abonnement\?paiement=reussi&session_id=cs_test_/);

    const subs = (await get(who, "/user/customer-subscriptions")).json();
    expect(subs.tier).toBe("premium");
    // The paid subscription replaced the trial.
    expect(subs.subscriptions).toHaveLength(1);
    expect(subs.subscriptions[0]).toMatchObject({ status: "active", tier: "premium", amount: 5900, cancelAtPeriodEnd: false });
    expect(subs.subscriptions[0].upcomingPayment).toMatchObject({ total: 5900 });
    expect(subs.subscriptions[0].nextPaymentDate).toBe(subs.subscriptions[0].currentPeriodEnd);

    const renewed = await refresh(who);
    expect(claims(renewed.token).groups).toEqual(["premium"]);
    expect(claims(renewed.token).customerId).toMatch(/^cus_/);
    expect((await addVendor(renewed, "Second domaine")).statusCode).toBe(200);

    const invoices = (await get(renewed, "/user/invoices?status=paid")).json();
    expect(invoices.total).toBe(1);
    expect(invoices.invoices[0]).toMatchObject({ status: "paid", total: 5900, currency: "EUR", paymentMethod: "card" });
    const pdf = await fetch(invoices.invoices[0].pdf);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await get(renewed, "/user/invoices?status=open")).json().total).toBe(0);

    // A second Checkout while paying is refused: the plan changes on « Abonnement » (change-subscription-plan).
    const offers = (await get(renewed, "/user/subscription-offers")).json().offers;
    const twice = await post(renewed, "/user/create-checkout-session", {
      product_id: offers[0].productId,
      price_id: offers[0].prices[0].priceId,
    });
    expect(twice.json()).toMatchObject({ code: "ALREADY_SUBSCRIBED" });
  });

  it("asks for an authentication step with 3155 before paying", async () => {
    const who = await signUp(t, "3ds@exemple.fr");
    const page = await checkout(who, "4000 0025 0000 3155", "essential");
    expect(page.status).toBe(303);
    const step = new URL(page.headers.get("location") as string);
    expect(step.pathname).toMatch(/\/authenticate$/);
    const confirmed = await fetch(step, {
      method: "POST",
      body: new URLSearchParams({ decision: "complete" }),
      redirect: "manual",
    });
    await stripe.drain();
    expect(confirmed.headers.get("location")).toContain("paiement=reussi");
    expect((await get(who, "/user/customer-subscriptions")).json().tier).toBe("essential");
  });

  it("cancels at the period's end: still premium until then, nothing of the vendor's deleted after", async () => {
    const { session, vendorId } = await signUpVendor(t, "resiliation@exemple.fr", "Manoir Résilié");
    await checkout(session, "4242424242424242");
    const [sub] = (await get(session, "/user/customer-subscriptions")).json().subscriptions;

    const cancelled = await post(session, "/user/cancel-subscription", { subscriptionId: sub.subscriptionId });
    expect(cancelled.json().subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true, nextPaymentDate: null });
    const resumed = await post(session, "/user/resume-subscription", { subscriptionId: sub.subscriptionId });
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    await post(session, "/user/cancel-subscription", { subscriptionId: sub.subscriptionId });
    expect((await get(session, "/user/customer-subscriptions")).json().tier).toBe("premium");

    // Another user's subscription id is not found.
    const other = await signUp(t, "curieux@exemple.fr");
    expect((await post(other, "/user/cancel-subscription", { subscriptionId: sub.subscriptionId })).statusCode).toBe(404);

    const customer = stripe.customers.get(
      sub && ([...stripe.subscriptions.values()].find((s) => s.id === sub.subscriptionId)?.customer as string),
    );
    await stripe.advanceClock(customer?.test_clock as string, Math.floor(new Date(sub.currentPeriodEnd).getTime() / 1000) + DAY);

    const after = (await get(session, "/user/customer-subscriptions")).json();
    expect(after.tier).toBe("none");
    expect(after.subscriptions[0]).toMatchObject({ status: "canceled", endedAt: sub.currentPeriodEnd });
    expect(claims((await refresh(session)).token).groups).toEqual([]);
    expect((await addVendor(session, "Encore un")).statusCode).toBe(403);
    const vendor = await t.app.inject({ method: "GET", url: `/api/vendor?vendorId=${vendorId}`, headers: bearer(session) });
    expect(vendor.statusCode).toBe(200);
    // The vendor is told, once: « subscription expired ».
    const notes = await t.app.inject({
      method: "GET",
      url: `/api/notifications/vendors/notifications?vendorId=${vendorId}`,
      headers: bearer(session),
    });
    expect(notes.statusCode).toBe(200);
    expect(JSON.stringify(notes.json()).match(/Votre abonnement a expiré/g)).toHaveLength(1);
  });

  it("changes plan while paying: Stripe prorates the rest of the period on the next invoice", async () => {
    const { session } = await signUpVendor(t, "changement@exemple.fr", "Changement d'offre");
    const trial = (await get(session, "/user/customer-subscriptions")).json().subscriptions[0];
    const offers = (await get(session, "/user/subscription-offers")).json().offers as {
      tier: string;
      prices: { priceId: string; interval: string; amount: number }[];
    }[];
    const priceOf = (tier: string, interval: string) =>
      offers.find((o) => o.tier === tier)?.prices.find((p) => p.interval === interval) as { priceId: string; amount: number };
    const change = (subscriptionId: string, price_id: string, who = session) =>
      post(who, "/user/change-subscription-plan", { subscriptionId, price_id });
    // During the trial the offer is chosen through Checkout.
    expect((await change(trial.subscriptionId, priceOf("essential", "month").priceId)).json()).toMatchObject({
      code: "NOT_PAYING",
      message: expect.stringContaining("choisissez une offre"),
    });

    await checkout(session, "4242424242424242");
    const [paid] = (await get(session, "/user/customer-subscriptions")).json().subscriptions;
    expect(paid).toMatchObject({ tier: "premium", priceId: priceOf("premium", "month").priceId });
    expect((await change(paid.subscriptionId, paid.priceId)).json().code).toBe("SAME_PLAN");
    expect((await change(paid.subscriptionId, "price_unknown")).json().code).toBe("OFFER_NOT_FOUND");
    const stranger = await signUp(t, "changement-curieux@exemple.fr");
    expect((await change(paid.subscriptionId, priceOf("essential", "month").priceId, stranger)).statusCode).toBe(404);

    // Halfway through the month (the customer's test clock), down to Essentiel.
    const start = Math.floor(new Date(paid.currentPeriodStart).getTime() / 1000);
    const end = Math.floor(new Date(paid.currentPeriodEnd).getTime() / 1000);
    const clock = [...stripe.customers.values()].find((c) => c.metadata.cortege_user_id === session.userId)?.test_clock as string;
    const halfway = start + Math.floor((end - start) / 2);
    await stripe.advanceClock(clock, halfway);
    const down = await change(paid.subscriptionId, priceOf("essential", "month").priceId);
    expect(down.statusCode).toBe(200);
    const left = (end - halfway) / (end - start);
    const essential = priceOf("essential", "month").amount;
    const proration = Math.round(essential * left) - Math.round(5900 * left);
    expect(down.json().subscription).toMatchObject({
      tier: "essential",
      status: "active",
      currentPeriodEnd: paid.currentPeriodEnd,
      upcomingPayment: { total: essential + proration },
    });
    const afterDown = (await get(session, "/user/customer-subscriptions")).json();
    expect(afterDown.tier).toBe("essential");
    expect(claims((await refresh(session)).token).groups).toEqual(["essential"]);
    expect((await addVendor(session, "Plus permis")).json().code).toBe("PLAN_REQUIRED");

    // Up to Premium yearly: a new interval starts a new period now, invoiced at once, the unused month credited.
    const yearly = priceOf("premium", "year");
    const up = await change(paid.subscriptionId, yearly.priceId);
    expect(up.json().subscription).toMatchObject({ tier: "premium", interval: "year", status: "active" });
    await stripe.drain();
    const invoices = (await get(session, "/user/invoices?status=paid")).json().invoices as { total: number }[];
    // The month's earlier proration and the unused Essentiel are both credited: what remains is the unused Premium half.
    expect(invoices.map((i) => i.total)).toContain(yearly.amount - Math.round(5900 * left));
    expect((await addVendor(session, "De nouveau permis")).statusCode).toBe(200);
  });

  it("keeps the tier through a failed renewal (grace period), then ends it when the retries fail", async () => {
    const who = await signUp(t, "impaye@exemple.fr");
    await checkout(who, "4242424242424242");
    const [sub] = (await get(who, "/user/customer-subscriptions")).json().subscriptions;
    // The user swaps to a card that will fail, in the billing portal (password asked first).
    expect((await post(who, "/user/create-billing-portal-session", { password: "mauvais" })).json().code).toBe("WRONG_PASSWORD");
    const portal = await post(who, "/user/create-billing-portal-session", { password: "motdepasse-solide" });
    expect(portal.statusCode).toBe(200);
    await fetch(portal.json().url, { method: "POST", body: new URLSearchParams({ card: "4000000000000341" }) });
    await stripe.drain();

    const stored = [...stripe.subscriptions.values()].find((s) => s.id === sub.subscriptionId);
    const clock = stripe.customers.get(stored?.customer as string)?.test_clock as string;
    const end = Math.floor(new Date(sub.currentPeriodEnd).getTime() / 1000);
    await stripe.advanceClock(clock, end + 60);
    const pastDue = (await get(who, "/user/customer-subscriptions")).json();
    expect(pastDue.subscriptions[0].status).toBe("past_due");
    expect(pastDue.tier).toBe("premium");
    expect((await get(who, "/user/invoices?status=open")).json().total).toBe(1);

    await stripe.advanceClock(clock, end + 12 * DAY);
    const ended = (await get(who, "/user/customer-subscriptions")).json();
    expect(ended.subscriptions[0].status).toBe("canceled");
    expect(ended.tier).toBe("none");
  });
});

describe("the webhook", () => {
  it("refuses a bad signature and handles each event once, in the order of the objects' times", async () => {
    const who = await signUp(t, "webhook@exemple.fr");
    await checkout(who, "4242424242424242");
    const [sub] = (await get(who, "/user/customer-subscriptions")).json().subscriptions;
    const object = structuredClone(
      [...stripe.subscriptions.values()].find((s) => s.id === sub.subscriptionId),
    ) as unknown as Record<string, unknown>;
    const last = stripe.events.filter((e) => (e.data as { object: { id: string } }).object.id === sub.subscriptionId).at(-1) as {
      created: number;
    };

    const forged = {
      id: "evt_forged",
      object: "event",
      type: "customer.subscription.deleted",
      created: last.created + 10,
      data: { object: { ...object, status: "canceled" } },
    };
    expect((await deliver(forged, sign(JSON.stringify(forged), "whsec_wrong"))).statusCode).toBe(400);
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions[0].status).toBe("active");

    // An old event arriving late (an earlier time) changes nothing.
    const late = {
      id: "evt_late",
      object: "event",
      type: "customer.subscription.updated",
      created: last.created - 100,
      data: { object: { ...object, status: "past_due" } },
    };
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions[0].status).toBe("active");

    // The same event twice: handled once (at the same time as the undo, a second handling would switch it back).
    const cancel = {
      id: "evt_once",
      object: "event",
      type: "customer.subscription.updated",
      created: last.created + 20,
      data: { object: { ...object, cancel_at_period_end: true } },
    };
    expect((await deliver(cancel)).statusCode).toBe(200);
    const undo = { ...cancel, id: "evt_undo", data: { object: { ...object, cancel_at_period_end: false } } };
    expect((await deliver(undo)).statusCode).toBe(200);
    expect((await deliver(cancel)).statusCode).toBe(200);
    expect((await get(who, "/user/customer-subscriptions")).json().subscriptions[0].cancelAtPeriodEnd).toBe(false);
  });
});
