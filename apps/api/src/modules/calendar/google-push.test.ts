import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarAccounts } from "../../db/schema/index.ts";
import { type GoogleStandIn, startGoogleStandIn } from "../../test/google-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";
import { createVendorGoogleLink } from "../vendors/vendor-google-link.ts";
import { createGoogleClient } from "./google-client.ts";
import { createGoogleSyncService } from "./google-sync.service.ts";
import { linkGoogle } from "./google-test-link.ts";
import { createTokenCipher } from "./token-cipher.ts";

// The secret createTestApp gives the app: the second instance must open the tokens the first one sealed.
const TEST_JWT_SECRET = "test-secret-".padEnd(48, "x");
let google: GoogleStandIn;
let pushUrl: string;
let t: TestApp;
let a: ReturnType<typeof asVendor>;
let vendorA: string;
const june = { timeMin: "2026-06-01T00:00:00.000Z", timeMax: "2026-07-01T00:00:00.000Z" };

/** A free port for the API, so that the stand-in can post notifications to it like Google would. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}
const listed = () => a.get("/calendar/google-events", june).then((r) => r.json().events as { id: string; summary: string }[]);

beforeAll(async () => {
  google = await startGoogleStandIn();
  const port = await freePort();
  pushUrl = `http://127.0.0.1:${port}/api/calendar/google/notifications`;
  t = await createTestApp({ google: { ...settings(), pushUrl } });
  await t.app.listen({ port, host: "127.0.0.1" });
  const who = await signUpVendor(t, "alice-push@exemple.fr", "Château Alice");
  vendorA = who.vendorId;
  a = asVendor(t, who);
  await linkGoogle(t, a, "primary-cal");
});
afterAll(async () => {
  await t.close();
  await google.close();
});

function settings() {
  return { clientId: google.clientId, clientSecret: google.clientSecret, oauthUrl: google.oauthUrl, apiUrl: google.apiUrl };
}
/** The same service as the API's, built like app.ts builds it (as a second API instance would run it). */
const secondInstance = () =>
  createGoogleSyncService({
    db: t.database.db,
    client: createGoogleClient(settings()),
    cipher: createTokenCipher(TEST_JWT_SECRET),
    vendorLink: createVendorGoogleLink(t.database.db),
    callbackUrl: (origin) => `${origin}/api/calendar/google/callback`,
    pushUrl,
    log: { warn: () => {}, error: () => {} },
  });

const account = async () =>
  (await t.database.db.select().from(calendarAccounts).where(eq(calendarAccounts.vendorId, vendorA)))[0];

describe("Google push channels (events.watch) and Google events written from Cortège", () => {
  it("opens a channel when the calendar is chosen; a change in Google arrives through the webhook, no poll", async () => {
    const row = await account();
    expect(row?.googleChannelId).toBeTruthy();
    expect(google.channels.get(row?.googleChannelId as string)?.address).toMatch(/\/api\/calendar\/google\/notifications$/);
    const syncsBefore = google.requests.filter((r) => r.method === "GET" && r.path.endsWith("/events")).length;

    google.asUser.insert("primary-cal", {
      summary: "Repérage photographe",
      start: { dateTime: "2026-06-10T13:00:00Z" },
      end: { dateTime: "2026-06-10T14:00:00Z" },
    });
    const events = await eventually(listed, (list) => list.length === 1);
    expect(events).toEqual([expect.objectContaining({ summary: "Repérage photographe" })]);
    // The webhook answered 200 and triggered the pull (nobody called sync).
    expect(google.notifications.some((n) => n.state === "exists" && n.status === 200)).toBe(true);
    expect(google.requests.filter((r) => r.method === "GET" && r.path.endsWith("/events")).length).toBeGreaterThan(syncsBefore);
  });

  it("refuses a notification whose token is not the channel's (404), and pulls nothing", async () => {
    const row = await account();
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/calendar/google/notifications",
      headers: {
        "x-goog-channel-id": row?.googleChannelId as string,
        "x-goog-channel-token": "not-the-token",
        "x-goog-resource-state": "exists",
      },
    });
    expect(forged.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/calendar/google/notifications",
      headers: { "x-goog-channel-id": "someone-else", "x-goog-channel-token": "x", "x-goog-resource-state": "exists" },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("renews a channel a day before it expires and stops the old one at Google", async () => {
    const before = await account();
    await t.database.db
      .update(calendarAccounts)
      .set({ googleChannelExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(calendarAccounts.vendorId, vendorA));
    // The minute's job, as the pg-boss worker runs it (a second instance of the service on the same database).
    await secondInstance().syncAll();
    const after = await account();
    expect(after?.googleChannelId).not.toBe(before?.googleChannelId);
    expect(after?.googleChannelExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(google.channels.has(before?.googleChannelId as string)).toBe(false);
    expect(google.channels.has(after?.googleChannelId as string)).toBe(true);
  });

  it("creates, updates and deletes a Google event from Cortège: Google has it, the agenda lists it once", async () => {
    const missing = await a.post("/calendar/google-events/create", {
      summary: " ",
      start: "2026-06-15T08:00:00Z",
      end: "2026-06-15T09:00:00Z",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Le nom de l'événement est requis.");

    const created = await a.post("/calendar/google-events/create", {
      summary: "Livraison fleurs",
      start: "2026-06-15T08:00:00Z",
      end: "2026-06-15T09:00:00Z",
      attendees: ["fleuriste@exemple.fr"],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const inGoogle = () =>
      [...(google.calendars.get("primary-cal")?.events.values() ?? [])].find((e) => e.summary.startsWith("Livraison"));
    expect(inGoogle()).toMatchObject({ status: "confirmed", attendees: [{ email: "fleuriste@exemple.fr" }] });

    const updated = await a.post("/calendar/google-events/update", {
      eventId: id,
      summary: "Livraison fleurs (avancée)",
      start: "2026-06-15T07:00:00Z",
      end: "2026-06-15T08:00:00Z",
    });
    expect(updated.json()).toMatchObject({ id, summary: "Livraison fleurs (avancée)", start: "2026-06-15T07:00:00.000Z" });
    expect(inGoogle()?.summary).toBe("Livraison fleurs (avancée)");
    // The push that follows our own write finds it unchanged: one entry, not two.
    await eventually(
      async () => google.notifications.length,
      (n) => n >= 3,
    );
    await a.post("/calendar/google-events/sync");
    expect((await listed()).filter((e) => e.summary.startsWith("Livraison"))).toHaveLength(1);

    expect((await a.post("/calendar/google-events/delete", { eventId: id })).statusCode).toBe(200);
    expect(inGoogle()?.status).toBe("cancelled");
    expect((await listed()).some((e) => e.id === id)).toBe(false);
    // An appointment of ours is not a Google event: not found through these calls.
    const ours = (
      await a.post("/calendar/events/create", {
        title: "Visite",
        startTime: "2026-06-16T08:00:00Z",
        endTime: "2026-06-16T09:00:00Z",
      })
    ).json();
    expect((await a.post("/calendar/google-events/delete", { eventId: ours.eventId })).statusCode).toBe(404);
  });

  it("an event deleted in Google meanwhile: the update says it is gone and the copy goes", async () => {
    const created = (
      await a.post("/calendar/google-events/create", {
        summary: "Brunch",
        start: "2026-06-20T08:00:00Z",
        end: "2026-06-20T10:00:00Z",
      })
    ).json();
    const googleId = [...(google.calendars.get("primary-cal")?.events.values() ?? [])].find((e) => e.summary === "Brunch")?.id;
    google.asUser.remove("primary-cal", googleId as string);
    const res = await a.post("/calendar/google-events/update", {
      eventId: created.id,
      summary: "Brunch",
      start: "2026-06-20T09:00:00Z",
      end: "2026-06-20T10:00:00Z",
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Rendez-vous introuvable.");
    expect((await listed()).some((e) => e.id === created.id)).toBe(false);
  });

  it("unlinking stops the channel at Google", async () => {
    const channelId = (await account())?.googleChannelId as string;
    await a.post("/vendor/remove-google-tokens");
    expect(google.channels.has(channelId)).toBe(false);
    expect((await account())?.googleChannelId).toBeNull();
  });
});
