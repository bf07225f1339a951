import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarAccounts, calendarEvents } from "../../db/schema/index.ts";
import { type GoogleStandIn, startGoogleStandIn } from "../../test/google-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let google: GoogleStandIn;
let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let vendorA: string;

const june = { timeMin: "2026-06-01T00:00:00.000Z", timeMax: "2026-07-01T00:00:00.000Z" };
const primary = () =>
  google.calendars.get("primary-cal")?.events as Map<string, { summary: string; status: string; start: unknown }>;

/** The vendor links Google as in the browser: consent address, Google's redirect, our callback. */
async function link(who: ReturnType<typeof asVendor>) {
  const auth = await who.get("/vendor/google-auth");
  expect(auth.statusCode).toBe(200);
  const consent = new URL(auth.json().url);
  expect(consent.searchParams.get("code_challenge_method")).toBe("S256");
  expect(consent.searchParams.get("access_type")).toBe("offline");
  const approved = await fetch(consent, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get("location") as string);
  const callback = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
  return callback.headers.location;
}

beforeAll(async () => {
  google = await startGoogleStandIn();
  t = await createTestApp({
    google: { clientId: google.clientId, clientSecret: google.clientSecret, oauthUrl: google.oauthUrl, apiUrl: google.apiUrl },
  });
  const who = await signUpVendor(t, "alice-google@exemple.fr", "Château Alice");
  vendorA = who.vendorId;
  a = asVendor(t, who);
  b = asVendor(t, await signUpVendor(t, "bob-google@exemple.fr", "Moulin Bob"));
});
afterAll(async () => {
  await t.close();
  await google.close();
});

describe("Google calendar link (OAuth 2 + PKCE against the stand-in)", () => {
  it("refuses a callback whose state it did not issue", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/calendar/google/callback?code=x&state=forged" });
    expect(res.headers.location).toBe("/agenda?google=failed");
  });

  it("links, keeps the tokens sealed, offers only owner and writer calendars", async () => {
    expect((await a.get("/calendar/google/status")).json()).toMatchObject({ configured: true, status: "none" });
    expect(await link(a)).toBe("/agenda?google=linked");
    expect((await a.get("/calendar/google/status")).json()).toMatchObject({ status: "linked", calendarId: null });

    const [row] = await t.database.db.select().from(calendarAccounts).where(eq(calendarAccounts.vendorId, vendorA));
    expect(row?.googleRefreshToken).toMatch(/^v1\./);
    expect(row?.googleAccessToken).toMatch(/^v1\./);
    expect(row?.oauthState).toBeNull();

    const calendars = (await a.get("/calendar/google-events/list-calendars")).json().calendars;
    expect(calendars.map((c: { id: string }) => c.id)).toEqual(["primary-cal", "team-cal"]);
    const reader = await a.post("/vendor/select-google-calendar", { calendarId: "holidays-cal" });
    expect(reader.statusCode).toBe(400);
    expect(reader.json().message).toBe("Choisissez un agenda dont vous êtes propriétaire ou éditeur.");
    const chosen = await a.post("/vendor/select-google-calendar", { calendarId: "primary-cal" });
    expect(chosen.json()).toMatchObject({ status: "linked", calendarId: "primary-cal" });
    expect((await a.get("/vendor")).json()).toMatchObject({ isGoogleLinked: true, googleCalendarId: "primary-cal" });
  });

  it("pushes an appointment created, updated and deleted in Cortège to the chosen Google calendar", async () => {
    const created = (
      await a.post("/calendar/events/create", {
        title: "Visite Roy",
        startTime: "2026-06-12T12:00:00.000Z",
        endTime: "2026-06-12T13:00:00.000Z",
        emails: ["anne@exemple.fr"],
      })
    ).json();
    const inGoogle = () =>
      [...primary().values()].find((e) => e.summary.startsWith("Visite Roy") || e.summary === "Dégustation Roy");
    expect(inGoogle()).toMatchObject({
      summary: "Visite Roy",
      status: "confirmed",
      start: { dateTime: "2026-06-12T12:00:00.000Z", timeZone: "Europe/Paris" },
    });

    await a.post("/calendar/events/update", {
      eventId: created.eventId,
      title: "Dégustation Roy",
      startTime: "2026-06-13T00:00:00.000+02:00",
      endTime: "2026-06-14T00:00:00.000+02:00",
      allDay: true,
    });
    expect(inGoogle()).toMatchObject({ summary: "Dégustation Roy", start: { date: "2026-06-13" } });
    // Pulling our own change back makes no copy: one row, still ours.
    await a.post("/calendar/google-events/sync");
    expect((await a.get("/calendar/events", { startDate: june.timeMin, endDate: june.timeMax })).json().events).toHaveLength(1);
    expect((await a.get("/calendar/google-events", june)).json().events).toEqual([]);

    await a.post("/calendar/events/delete", { eventId: created.eventId });
    expect(inGoogle()).toMatchObject({ status: "cancelled" });
  });

  it("pulls Google's changes with sync tokens, deletions included, without duplicates, and resyncs after 410", async () => {
    const inserted = google.asUser.insert("primary-cal", {
      summary: "Essayage chez le traiteur",
      start: { dateTime: "2026-06-20T08:00:00Z" },
      end: { dateTime: "2026-06-20T09:30:00Z" },
    });
    const first = await a.post("/calendar/google-events/sync");
    expect(first.statusCode).toBe(200);
    const listed = () =>
      a.get("/calendar/google-events", june).then((r) => r.json().events as { summary: string; start: string }[]);
    expect(await listed()).toEqual([
      expect.objectContaining({ summary: "Essayage chez le traiteur", start: "2026-06-20T08:00:00.000Z", allDay: false }),
    ]);
    // A second sync, then a sync token that Google expired (410): still one row.
    await a.post("/calendar/google-events/sync");
    google.expireSyncTokens();
    expect((await a.post("/calendar/google-events/sync")).statusCode).toBe(200);
    expect(await listed()).toHaveLength(1);
    const rows = await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.googleEventId, inserted.id));
    expect(rows).toHaveLength(1);

    google.asUser.patch("primary-cal", inserted.id, {
      summary: "Essayage (déplacé)",
      start: { date: "2026-06-21" },
      end: { date: "2026-06-22" },
    });
    await a.post("/calendar/google-events/sync");
    expect(await listed()).toEqual([
      expect.objectContaining({ summary: "Essayage (déplacé)", allDay: true, start: "2026-06-20T22:00:00.000Z" }),
    ]);

    google.asUser.remove("primary-cal", inserted.id);
    await a.post("/calendar/google-events/sync");
    expect(await listed()).toEqual([]);
    // Another vendor sees none of it.
    expect((await b.get("/calendar/google-events", june)).json().events).toEqual([]);
  });

  it("pulls a calendar longer than one of Google's pages, and its mass deletion, through Google's own client library", async () => {
    const august = { timeMin: "2026-08-01T00:00:00.000Z", timeMax: "2026-09-01T00:00:00.000Z" };
    const ids = Array.from({ length: 260 }, (_, i) => {
      const start = new Date(Date.parse("2026-08-01T06:00:00Z") + i * 2 * 3_600_000);
      return google.asUser.insert("primary-cal", {
        summary: `Créneau ${i + 1}`,
        start: { dateTime: start.toISOString() },
        end: { dateTime: new Date(start.getTime() + 3_600_000).toISOString() },
      }).id;
    });
    const pagesBefore = google.requests.filter(
      (r) => r.method === "GET" && r.path === "/calendar/v3/calendars/primary-cal/events",
    ).length;
    expect((await a.post("/calendar/google-events/sync")).statusCode).toBe(200);
    // 260 changes are two pages of 250 at most: the second page carries the sync token.
    const listCalls = google.requests.filter((r) => r.method === "GET" && r.path === "/calendar/v3/calendars/primary-cal/events");
    expect(listCalls.length - pagesBefore).toBe(2);
    expect((await a.get("/calendar/google-events", august)).json().events).toHaveLength(260);
    // The calls came from Google's generated client (googleapis-common), not a hand-made request.
    expect(listCalls.at(-1)?.apiClient).toMatch(/^gdcl\/\S+ gl-node\//);

    for (const id of ids) google.asUser.remove("primary-cal", id);
    expect((await a.post("/calendar/google-events/sync")).statusCode).toBe(200);
    expect((await a.get("/calendar/google-events", august)).json().events).toEqual([]);
  });

  it("refreshes an expired access token, and asks to reconnect once Google revoked the access", async () => {
    google.expireAccessTokens();
    const before = google.requests.filter((r) => r.path === "/token").length;
    expect((await a.post("/calendar/google-events/sync")).statusCode).toBe(200);
    expect(google.requests.filter((r) => r.path === "/token").length).toBe(before + 1);

    google.revokeAll();
    google.expireAccessTokens();
    const refused = await a.post("/calendar/google-events/sync");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "GOOGLE_RECONNECT",
      message: "Reconnectez Google : l'accès à votre agenda Google a été retiré ou a expiré.",
    });
    expect((await a.get("/calendar/google/status")).json()).toMatchObject({ status: "revoked" });
    // An appointment still saves in Cortège while Google is out of reach.
    const saved = await a.post("/calendar/events/create", {
      title: "Rappel",
      startTime: "2026-06-02T08:00:00Z",
      endTime: "2026-06-02T09:00:00Z",
    });
    expect(saved.statusCode).toBe(200);

    // Linking again brings it back.
    expect(await link(a)).toBe("/agenda?google=linked");
    expect((await a.post("/calendar/google-events/sync")).statusCode).toBe(200);
  });

  it("unlinks: tokens revoked at Google and forgotten here", async () => {
    const removed = await a.post("/vendor/remove-google-tokens");
    expect(removed.json()).toMatchObject({ status: "none", calendarId: null });
    expect(google.requests.some((r) => r.path === "/revoke")).toBe(true);
    const [row] = await t.database.db.select().from(calendarAccounts).where(eq(calendarAccounts.vendorId, vendorA));
    expect(row?.googleRefreshToken).toBeNull();
    expect((await a.get("/vendor")).json()).toMatchObject({ isGoogleLinked: false, googleCalendarId: null });
    const notLinked = await a.get("/calendar/google-events/list-calendars");
    expect(notLinked.statusCode).toBe(409);
  });
});
