import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let clientId: string;

const visit = {
  title: "Visite du domaine",
  description: "Salle des Tilleuls",
  startTime: "2026-06-12T12:00:00.000Z",
  endTime: "2026-06-12T13:30:00.000Z",
  emails: ["Anne@Exemple.fr"],
};

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "alice-agenda@exemple.fr", "Château Alice"));
  b = asVendor(t, await signUpVendor(t, "bob-agenda@exemple.fr", "Moulin Bob"));
  const client = await a.post("/client/individual/create", {
    contacts: [{ firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phone: "0612345678" }],
  });
  clientId = client.json().clientId;
});
afterAll(async () => {
  await t.close();
});

describe("calendar events (part 2 §7 Calendar)", () => {
  it("creates an appointment, lists it in the range that overlaps it, updates and deletes it", async () => {
    const created = await a.post("/calendar/events/create", { ...visit, clientId });
    expect(created.statusCode).toBe(200);
    const event = created.json();
    expect(event).toMatchObject({ title: "Visite du domaine", allDay: false, emails: ["anne@exemple.fr"], clientId });

    const june = await a.get("/calendar/events", { startDate: "2026-06-01T00:00:00.000Z", endDate: "2026-06-30T23:59:59.000Z" });
    expect(june.json().events.map((e: { eventId: string }) => e.eventId)).toEqual([event.eventId]);
    // A range that starts during the appointment still shows it.
    const during = await a.get("/calendar/events", {
      startDate: "2026-06-12T13:00:00.000Z",
      endDate: "2026-06-12T18:00:00.000Z",
    });
    expect(during.json().events).toHaveLength(1);
    const july = await a.get("/calendar/events", { startDate: "2026-07-01T00:00:00.000Z", endDate: "2026-07-31T00:00:00.000Z" });
    expect(july.json().events).toEqual([]);
    expect((await a.get("/calendar/events/client", { clientId })).json().events).toHaveLength(1);

    const updated = await a.post("/calendar/events/update", {
      eventId: event.eventId,
      title: "Dégustation",
      startTime: "2026-06-13T00:00:00.000+02:00",
      endTime: "2026-06-14T00:00:00.000+02:00",
      allDay: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      eventId: event.eventId,
      title: "Dégustation",
      allDay: true,
      clientId: null,
      description: null,
      startTime: "2026-06-12T22:00:00.000Z",
    });

    expect((await a.post("/calendar/events/delete", { eventId: event.eventId })).json()).toEqual({ eventId: event.eventId });
    const again = await a.post("/calendar/events/delete", { eventId: event.eventId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Rendez-vous introuvable.");
  });

  it("requires a title with the spec's message and refuses an end before the start, storing nothing", async () => {
    const untitled = await a.post("/calendar/events/create", { ...visit, title: " " });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toContain("Le nom de l'événement est requis.");
    const backwards = await a.post("/calendar/events/create", { ...visit, endTime: "2026-06-12T11:00:00.000Z" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain("La fin doit être après le début.");
    const june = await a.get("/calendar/events", { startDate: "2026-06-01T00:00:00.000Z", endDate: "2026-06-30T00:00:00.000Z" });
    expect(june.json().events).toEqual([]);
  });

  it("refuses a range longer than two years", async () => {
    const res = await a.get("/calendar/events", { startDate: "2026-01-01T00:00:00.000Z", endDate: "2029-01-01T00:00:00.000Z" });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 to another vendor naming this vendor's appointment or client, and changes nothing", async () => {
    const event = (await a.post("/calendar/events/create", visit)).json();
    for (const res of [
      await b.post("/calendar/events/update", { ...visit, eventId: event.eventId, title: "Intrusion" }),
      await b.post("/calendar/events/delete", { eventId: event.eventId }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Rendez-vous introuvable.");
    }
    for (const res of [
      await b.post("/calendar/events/create", { ...visit, clientId }),
      await b.get("/calendar/events/client", { clientId }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Client introuvable.");
    }
    const range = { startDate: "2026-06-01T00:00:00.000Z", endDate: "2026-06-30T00:00:00.000Z" };
    expect((await b.get("/calendar/events", range)).json().events).toEqual([]);
    expect((await a.get("/calendar/events", range)).json().events).toMatchObject([
      { eventId: event.eventId, title: "Visite du domaine" },
    ]);
  });
});
