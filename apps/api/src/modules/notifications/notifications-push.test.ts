import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type PushServiceStandIn, startPushServiceStandIn } from "../../test/push-service-stand-in.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

let push: PushServiceStandIn;
let t: TestApp;
let vendor: VendorSession;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-vapid-"));

beforeAll(async () => {
  push = await startPushServiceStandIn();
  const vapid = resolveVapidKeys(dataDir, "mailto:ne-pas-repondre@cortege.localhost");
  t = await createTestApp({ notifications: { vapid, pushAgent: push.agent } });
  vendor = await signUpVendor(t, "push@exemple.fr", "Domaine Push");
});
afterAll(async () => {
  await t.close();
  await push.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const register = async (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/notifications/notification-endpoints/register",
    headers: bearer(vendor.session),
    payload: { userId: vendor.session.userId, ...subscription, userAgent: "Chromium test" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
};

it("keeps one VAPID key pair in DATA_DIR and hands its public key to the browser", async () => {
  const again = resolveVapidKeys(dataDir, "mailto:x@exemple.fr");
  const res = await t.app.inject({
    method: "GET",
    url: "/api/notifications/notification-endpoints/vapid-public-key",
    headers: bearer(vendor.session),
  });
  expect(res.json()).toEqual({ publicKey: again.publicKey });
  expect(Buffer.from(again.publicKey, "base64url")).toHaveLength(65);
});

it("pushes a notification signed with VAPID and encrypted (aes128gcm) with a TTL, to each device once; a device gone (410) is forgotten", async () => {
  const phone = push.subscribe();
  const laptop = push.subscribe();
  await register(phone);
  await register(laptop);

  const created = await asVendor(t, vendor).post("/notifications/notifications", {
    kind: "QUOTE_SIGNED",
    subject: "Devis signé : D-2026-00042",
    message: "Le devis D-2026-00042 de Camille Martin a été signé.",
    url: "/ventes/devis/8d7f4c1e-3c1a-4d0a-9a57-1f1f2b7f0e11",
  });
  expect(created.statusCode, created.body).toBe(200);
  expect((await t.notificationJobs.dispatchDue()).push).toBe(1);
  expect((await t.notificationJobs.dispatchDue()).push).toBe(0);

  expect(push.received.map((r) => r.subscriptionId).sort()).toEqual([phone.id, laptop.id].sort());
  for (const r of push.received) {
    expect(r.claims.aud).toBe(push.origin);
    expect(r.claims.sub).toBe("mailto:ne-pas-repondre@cortege.localhost");
    expect(r.ttl).toBe("86400");
    expect(JSON.parse(r.payload)).toMatchObject({
      title: "Devis signé : D-2026-00042",
      body: "Le devis D-2026-00042 de Camille Martin a été signé.",
      url: "/ventes/devis/8d7f4c1e-3c1a-4d0a-9a57-1f1f2b7f0e11",
    });
  }

  push.forget(phone.id);
  await asVendor(t, vendor).post("/notifications/notifications", { kind: "NEW_MESSAGE", subject: "Nouveau message de Camille" });
  await t.notificationJobs.dispatchDue();
  expect(
    push.received.filter((r) => JSON.parse(r.payload).title === "Nouveau message de Camille").map((r) => r.subscriptionId),
  ).toEqual([laptop.id]);
  const listed = await t.app.inject({
    method: "GET",
    url: "/api/notifications/notification-endpoints",
    query: { userId: vendor.session.userId },
    headers: bearer(vendor.session),
  });
  expect(listed.json().endpoints.map((e: { endpoint: string }) => e.endpoint)).toEqual([laptop.endpoint]);
});

it("sends no push when the vendor turned the channel off", async () => {
  const a = asVendor(t, vendor);
  const current = (await a.get("/notifications/vendors/settings")).json();
  const { id: _id, vendorId: _v, ...rest } = current;
  await a.post("/notifications/vendors/settings/update", { ...rest, pushEnabled: false });
  const before = push.received.length;
  await a.post("/notifications/notifications", { kind: "NEW_MESSAGE", subject: "Silence" });
  await t.notificationJobs.dispatchDue();
  expect(push.received).toHaveLength(before);
});
