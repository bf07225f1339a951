import { type AccessTier, featurePlans, type PaidFeature, tierOpens } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { paidRoutes } from "./paid-routes.ts";

const DAY = 86_400;
let stripe: StripeStandIn;
let t: TestApp;
type Access = AccessTier | "trial";
const vendors = {} as Record<Access, VendorSession>;

const call = (who: VendorSession, method: string, url: string) =>
  t.app.inject({
    method: method as "GET" | "POST",
    url,
    headers: bearer(who.session),
    ...(method === "GET" ? { query: { vendorId: who.vendorId } } : { payload: { vendorId: who.vendorId } }),
  });

/** The Stripe customer of a user (its test clock moves the user's time). */
const customerOf = (userId: string) => [...stripe.customers.values()].find((c) => c.metadata.cortege_user_id === userId);

/** Pays the Checkout page for an offer with 4242, as the browser does. */
async function subscribe(who: VendorSession, tier: "essential" | "premium") {
  const offers = (
    await t.app.inject({ method: "GET", url: "/api/user/subscription-offers", headers: bearer(who.session) })
  ).json().offers as { productId: string; tier: string; prices: { priceId: string }[] }[];
  const offer = offers.find((o) => o.tier === tier);
  const session = await t.app.inject({
    method: "POST",
    url: "/api/user/create-checkout-session",
    headers: bearer(who.session),
    payload: { product_id: offer?.productId, price_id: offer?.prices[0]?.priceId, quantity: 1 },
  });
  await fetch(session.json().url, {
    method: "POST",
    body: new URLSearchParams({ card: "4242424242424242" }),
    redirect: "manual",
  });
  await stripe.drain();
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

  // Four vendors, one per access: each account's first vendor starts the trial.
  vendors.trial = await signUpVendor(t, "acces-essai@exemple.fr", "Essai");
  vendors.none = await signUpVendor(t, "acces-aucun@exemple.fr", "Sans offre");
  const clock = customerOf(vendors.none.session.userId)?.test_clock as string;
  // Fifteen days later the card-less trial has ended by itself.
  await stripe.advanceClock(clock, Math.floor(Date.now() / 1000) + 15 * DAY);
  vendors.essential = await signUpVendor(t, "acces-essentiel@exemple.fr", "Essentiel");
  await subscribe(vendors.essential, "essential");
  vendors.premium = await signUpVendor(t, "acces-premium@exemple.fr", "Premium");
  await subscribe(vendors.premium, "premium");
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("the plan guard", () => {
  it("holds each vendor's access in the database: trial, none after a card-less trial, essential, premium", async () => {
    const expected: Record<Access, { tier: AccessTier; status: string }> = {
      trial: { tier: "none", status: "trialing" },
      none: { tier: "none", status: "canceled" },
      essential: { tier: "essential", status: "active" },
      premium: { tier: "premium", status: "active" },
    };
    for (const [access, { tier, status }] of Object.entries(expected)) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/user/customer-subscriptions",
        headers: bearer(vendors[access as Access].session),
      });
      expect(res.json().tier, access).toBe(tier);
      expect(
        res.json().subscriptions.map((sub: { status: string }) => sub.status),
        access,
      ).toEqual([status]);
    }
  });

  const cases = (Object.entries(paidRoutes) as [PaidFeature, readonly string[]][]).flatMap(([feature, routes]) =>
    routes.flatMap((route) => (["none", "trial", "essential", "premium"] as const).map((access) => ({ feature, route, access }))),
  );
  it.each(cases)("$route for a vendor with $access access ($feature)", async ({ feature, route, access }) => {
    const [method, url] = route.split(" ") as [string, string];
    expect(t.app.hasRoute({ method: method as "GET" | "POST", url }), `${route} is a route of the app`).toBe(true);
    const res = await call(vendors[access], method, url);
    const opens = access === "trial" ? true : tierOpens(access, featurePlans[feature]);
    if (opens) {
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.json().code).not.toBe("PLAN_REQUIRED");
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: "PLAN_REQUIRED",
        message: "Cette fonctionnalité fait partie de l'offre Premium.",
      });
    }
  });

  it("keeps open what is not paid: the core, a link's state, and leaving a link", async () => {
    const who = vendors.none;
    for (const [method, url] of [
      ["GET", "/api/vendor"],
      ["GET", "/api/calendar/google/status"],
      ["POST", "/api/vendor/remove-google-tokens"],
      ["GET", "/api/messaging/marketplaces"],
    ] as const) {
      const res = await call(who, method, url);
      expect(res.json().code, `${method} ${url}`).not.toBe("PLAN_REQUIRED");
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(400);
    }
  });

  it("treats a second vendor through vendor/create as adding one: Premium's", async () => {
    const create = (who: VendorSession, tradeName: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/vendor/create",
        headers: bearer(who.session),
        payload: { vendorType: "DJ", isMultiVendor: true, company: { corporateName: `${tradeName} SARL`, tradeName } },
      });
    const refused = await create(vendors.essential, "Deuxième");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("PLAN_REQUIRED");
    expect((await create(vendors.premium, "Deuxième")).statusCode).toBe(200);
  });
});
