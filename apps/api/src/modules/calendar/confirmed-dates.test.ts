import { nextMonths, parisDate } from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "../public-showcase/showcase-fixtures.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const offCell = (day: number) => `<td class="off"><span class="visually-hidden">Indisponible le </span>${day}</td>`;

describe("a confirmed reservation takes its date", () => {
  it("shows the date of an event moved to RESERVATION_CONFIRMED as taken on the public showcase, not a mere request's", async () => {
    const who = await signUpVendor(t, "alice-dates@exemple.fr", "Château Alice");
    const a = asVendor(t, who);
    await completeShowcase(t, who);
    expect((await a.post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
    const slug = (await a.get("/vendor")).json().slug as string;
    // Next month (Paris): always among the months the page shows, never past.
    const month = nextMonths(parisDate(new Date()), 2)[1] as string;
    const sold = (await a.post("/event/create", { eventName: "Mariage Roy", date: `${month}-20` })).json();
    await a.post("/event/create", { eventName: "Mariage Durand", date: `${month}-21` });
    expect((await a.post("/event/status/update", { eventId: sold.eventId, status: "RESERVATION_CONFIRMED" })).statusCode).toBe(
      200,
    );
    // A span of days is taken whole.
    const weekend = (
      await a.post("/event/create", { eventName: "Mariage Lenoir", startDate: `${month}-25`, endDate: `${month}-26` })
    ).json();
    await a.post("/event/status/update", { eventId: weekend.eventId, status: "RESERVATION_CONFIRMED" });

    const page = await t.app.inject({ method: "GET", url: `/prestataires/${slug}`, headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    for (const day of [20, 25, 26]) expect(page.body).toContain(offCell(day));
    expect(page.body).not.toContain(offCell(21));
  });
});
