import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;

beforeAll(async () => {
  t = await createTestApp();
  a = asVendor(t, await signUpVendor(t, "alice-config@exemple.fr", "Château Alice"));
  b = asVendor(t, await signUpVendor(t, "bob-config@exemple.fr", "Moulin Bob"));
});
afterAll(async () => {
  await t.close();
});

type Status = {
  status: string;
  position: number;
  name: string;
  color: string;
  enableNotifications: boolean;
  notificationDaysBefore: number;
};
const statusesOf = async () => (await a.get("/event/config")).json().statuses as Status[];
const keep = (s: Status) => ({
  status: s.status,
  name: s.name,
  color: s.color,
  enableNotifications: s.enableNotifications,
  notificationDaysBefore: s.notificationDaysBefore,
});

describe("event status config", () => {
  it("starts with the four default statuses, their colours and a 30-day lead", async () => {
    expect(
      (await statusesOf()).map((s) => [s.position, s.status, s.color, s.enableNotifications, s.notificationDaysBefore]),
    ).toEqual([
      [1, "REQUEST_RECEIVED", "warning", false, 30],
      [2, "QUOTE_SENT", "secondary", false, 30],
      [3, "RESERVATION_CONFIRMED", "success", false, 30],
      [4, "REFUSED", "error", false, 30],
    ]);
  });

  it("adds a status at the next position, renames, colours and reorders", async () => {
    const current = await statusesOf();
    const res = await a.post("/event/config/update", {
      statuses: [
        {
          ...keep(current[1] as Status),
          name: "Devis envoyé",
          color: "#AA3366",
          enableNotifications: true,
          notificationDaysBefore: 7,
        },
        keep(current[0] as Status),
        keep(current[2] as Status),
        keep(current[3] as Status),
        { name: "Visite planifiée", color: "info" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const statuses = res.json().statuses as Status[];
    expect(statuses.map((s) => [s.position, s.name])).toEqual([
      [1, "Devis envoyé"],
      [2, "Demandes reçues"],
      [3, "Réservations confirmées"],
      [4, "Refusés"],
      [5, "Visite planifiée"],
    ]);
    expect(statuses[0]).toMatchObject({
      status: "QUOTE_SENT",
      color: "#AA3366",
      enableNotifications: true,
      notificationDaysBefore: 7,
    });
    expect(statuses[4]?.status).toMatch(/^CUSTOM_[A-Z0-9]+$/);
    expect(await statusesOf()).toEqual(statuses);
    const event = await a.post("/event/create", { eventName: "Sans statut" });
    expect(event.json().status).toBe("QUOTE_SENT");
    const custom = await a.post("/event/status/update", { eventId: event.json().eventId, status: statuses[4]?.status });
    expect(custom.json().status).toBe(statuses[4]?.status);
  });

  it("removes a status, renumbering from 1 and moving its events to the status the user picks", async () => {
    const current = await statusesOf();
    const refused = current.find((s) => s.status === "REFUSED") as Status;
    const event = (await a.post("/event/create", { eventName: "Refusé", status: "REFUSED" })).json();
    const without = current.filter((s) => s.status !== "REFUSED").map(keep);
    const noTarget = await a.post("/event/config/update", { statuses: without });
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().message).toBe(`Choisissez le statut vers lequel déplacer les événements de « ${refused.name} ».`);
    const badTarget = await a.post("/event/config/update", { statuses: without, moveEventsTo: { REFUSED: "REFUSED" } });
    expect(badTarget.json().message).toBe("Les événements ne peuvent être déplacés que vers un statut conservé.");
    expect(await statusesOf()).toEqual(current);

    const res = await a.post("/event/config/update", { statuses: without, moveEventsTo: { REFUSED: "REQUEST_RECEIVED" } });
    expect(res.json().statuses.map((s: Status) => s.position)).toEqual([1, 2, 3, 4]);
    expect(res.json().statuses.map((s: Status) => s.status)).not.toContain("REFUSED");
    expect((await a.get("/event", { eventId: event.eventId })).json().status).toBe("REQUEST_RECEIVED");
  });

  it("refuses an unknown key, a duplicate and an empty pipeline with French messages", async () => {
    const unknown = await a.post("/event/config/update", { statuses: [{ status: "CUSTOM_NOPE", name: "x", color: "info" }] });
    expect(unknown.json().message).toBe("Ce statut n'existe pas dans votre pipeline.");
    expect((await a.post("/event/config/update", { statuses: [] })).json().message).toBe(
      "Le pipeline doit garder au moins un statut.",
    );
    const color = await a.post("/event/config/update", { statuses: [{ name: "x", color: "fuchsia" }] });
    expect(color.json().message).toBe("La couleur doit être une couleur du thème ou un code hexadécimal (#rrggbb).");
  });

  it("resets to the defaults, moving events of the vendor's own statuses to the first one", async () => {
    const custom = (await statusesOf()).find((s) => s.status.startsWith("CUSTOM_")) as Status;
    const event = (await a.post("/event/create", { eventName: "Visite", status: custom.status })).json();
    const res = await a.post("/event/config/reset");
    expect(res.json().statuses.map((s: Status) => s.status)).toEqual([
      "REQUEST_RECEIVED",
      "QUOTE_SENT",
      "RESERVATION_CONFIRMED",
      "REFUSED",
    ]);
    expect(res.json().statuses[1]).toMatchObject({
      name: "Devis envoyés",
      color: "secondary",
      enableNotifications: false,
      notificationDaysBefore: 30,
    });
    expect((await a.get("/event", { eventId: event.eventId })).json().status).toBe("REQUEST_RECEIVED");
  });

  it("keeps each vendor's pipeline to itself", async () => {
    await b.post("/event/config/update", { statuses: [{ status: "REQUEST_RECEIVED", name: "Demandes", color: "warning" }] });
    expect((await b.get("/event/config")).json().statuses).toHaveLength(1);
    expect(await statusesOf()).toHaveLength(4);
  });
});

describe("OpenAPI", () => {
  it("documents the client, quick-note and event calls", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/api/client/list",
      "/api/quick-note/create",
      "/api/event/vendor/link/remove",
      "/api/event/config/reset",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
