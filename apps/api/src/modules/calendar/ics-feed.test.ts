import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "alice-ics@exemple.fr", "Château Alice"));
});
afterAll(async () => {
  await t.close();
});

const nextYear = new Date().getUTCFullYear() + 1;
const pathOf = (url: string) => new URL(url).pathname;

describe("ICS subscription feed (RFC 5545)", () => {
  it("serves weddings and appointments in Europe/Paris at a private address that regenerating revokes", async () => {
    expect((await a.get("/calendar/ics-feed")).json()).toEqual({ url: null });
    await a.post("/event/create", { eventName: "Mariage Roy, salle A", date: `${nextYear}-06-12` });
    await a.post("/calendar/events/create", {
      title: "Visite; dégustation",
      startTime: `${nextYear}-06-01T08:00:00.000Z`,
      endTime: `${nextYear}-06-01T09:00:00.000Z`,
    });
    const first = (await a.post("/calendar/ics-feed/regenerate")).json().url as string;
    expect(first).toMatch(/\/api\/calendar\/ics\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await a.get("/calendar/ics-feed")).json()).toEqual({ url: first });

    const feed = await t.app.inject({ method: "GET", url: pathOf(first) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = feed.body;
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("TZID:Europe/Paris");
    expect(text).toContain(`DTSTART;VALUE=DATE:${nextYear}0612`);
    expect(text).toContain("SUMMARY:Mariage Roy\\, salle A");
    expect(text).toContain(`DTSTART;TZID=Europe/Paris:${nextYear}0601T100000`);
    expect(text).toContain("SUMMARY:Visite\\; dégustation");

    const second = (await a.post("/calendar/ics-feed/regenerate")).json().url as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: pathOf(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: pathOf(second) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/calendar/ics/not-a-token.ics" })).statusCode).toBe(404);
  });
});
