import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../platform/mail/mailer.ts";
import { type PushServiceStandIn, startPushServiceStandIn } from "../../test/push-service-stand-in.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { type StripeStandIn, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

/**
 * « Subscription expired » from its real trigger, Stripe's webhook telling that a subscription that ran has
 * ended (its own app: billing configured), found once in the app, by e-mail (real SMTP) and as a push.
 */
let smtp: SmtpTestServer;
let push: PushServiceStandIn;
let stripe: StripeStandIn;
let t: TestApp;
let vendor: VendorSession;
const vendorEmail = "abonnement-expire@exemple.fr";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-expired-"));

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  push = await startPushServiceStandIn();
  stripe = await startStripeStandIn();
  const vapid = resolveVapidKeys(dataDir, "mailto:ne-pas-repondre@cortege.localhost");
  const viaSmtp = createSmtpMailer(smtp.url, "Cortège <bonjour@cortege.fr>");
  const copies = createOutboxMailer(path.join(dataDir, "outbox"), "Cortège <bonjour@cortege.fr>");
  const mailer: Mailer = {
    async send(message) {
      await viaSmtp.send(message);
      await copies.send(message);
    },
    ...(copies.outbox ? { outbox: copies.outbox } : {}),
    close() {
      viaSmtp.close();
      copies.close();
    },
  };
  t = await createTestApp({
    mailer,
    billing: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.url, testClocks: true },
    notifications: { vapid, pushAgent: push.agent },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  stripe.setWebhookUrl(`http://127.0.0.1:${address.port}/api/billing/stripe-webhook`);
  vendor = await signUpVendor(t, vendorEmail, "Domaine Expiré");
  const device = push.subscribe(vapid.publicKey);
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/notifications/notification-endpoints/register",
    headers: bearer(vendor.session),
    payload: { userId: vendor.session.userId, endpoint: device.endpoint, keys: device.keys, userAgent: "Chromium" },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const a = asVendor(t, vendor);
  const { id: _id, vendorId: _vendorId, ...settings } = (await a.get("/notifications/vendors/settings")).json();
  await a.post("/notifications/vendors/settings/update", { ...settings, preferences: { emailDigestMinutes: 0 } });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await push?.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("tells the vendor once, in each channel, that its subscription has expired", async () => {
  const who = vendor.session;
  const subscriptions = async () =>
    (await t.app.inject({ method: "GET", url: "/api/user/customer-subscriptions", headers: bearer(who) })).json()
      .subscriptions as { subscriptionId: string }[];
  // A running subscription: the trial a new vendor may already have, or one started now.
  if ((await subscriptions()).length === 0) {
    const trial = await t.app.inject({
      method: "POST",
      url: "/api/user/create-trial-subscription",
      headers: bearer(who),
      payload: { userId: who.userId, customerId: null },
    });
    expect(trial.statusCode, trial.body).toBe(200);
  }
  await stripe.drain();
  const listed = await subscriptions();
  const subscriptionId = listed[0]?.subscriptionId as string;
  const object = structuredClone(stripe.subscriptions.get(subscriptionId)) as unknown as Record<string, unknown>;
  expect(object).toBeTruthy();
  const last = stripe.events.filter((e) => (e.data as { object: { id: string } }).object.id === subscriptionId).at(-1) as {
    created: number;
  };

  // Stripe ends it (the trial ran out without a card): the deleted event, signed as Stripe signs it, sent twice.
  const ended = {
    id: "evt_subscription_ended",
    object: "event",
    type: "customer.subscription.deleted",
    created: last.created + 10,
    data: { object: { ...object, status: "canceled", ended_at: last.created + 10 } },
  };
  const payload = JSON.stringify(ended);
  const ts = Math.floor(Date.now() / 1000);
  const signature = `t=${ts},v1=${createHmac("sha256", stripe.webhookSecret).update(`${ts}.${payload}`).digest("hex")}`;
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/stripe-webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.notificationJobs.dispatchDue();
  await t.notificationJobs.dispatchDue();

  const inApp = (await asVendor(t, vendor).get("/notifications/vendors/notifications", { limit: "100" })).json()
    .notifications as { kind: string; subject: string; message: string; url: string }[];
  const expired = inApp.filter((n) => n.kind === "SUBSCRIPTION_EXPIRED");
  expect(expired).toHaveLength(1);
  expect(expired[0]).toMatchObject({ subject: "Votre abonnement a expiré", url: "/compte/abonnement" });
  expect(expired[0]?.message).toMatch(/^Votre abonnement .+ a expiré le /);
  const mails = await Promise.all(
    smtp.received.filter((m) => m.to.includes(vendorEmail)).map(async (m) => (await simpleParser(m.data)).text ?? ""),
  );
  expect(mails.filter((text) => text.includes("Votre abonnement a expiré"))).toHaveLength(1);
  const pushed = push.received.map((r) => JSON.parse(r.payload) as { title: string; url: string });
  expect(pushed.filter((p) => p.title === "Votre abonnement a expiré")).toEqual([
    expect.objectContaining({ url: "/compte/abonnement" }),
  ]);
});
