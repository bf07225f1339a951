import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeCompany, createClient, createWeddingCatalogue, weddingQuoteBody } from "../../test/document-fixtures.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { setAdminRole } from "../admin/admin-grant.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let a: ReturnType<typeof asVendor>;
let b: ReturnType<typeof asVendor>;
let admin: Session;
/** The notifications' clock: moved by the tests (digest windows, the daily run's day). */
let clock = new Date();

type Listed = { id: string; kind: string; subject: string; message: string; url: string | null; isRead: boolean };
const notif = (as: ReturnType<typeof asVendor>, url: string, query: Record<string, string> = {}) =>
  as.get(`/notifications${url}`, query);
const notifPost = (as: ReturnType<typeof asVendor>, url: string, body: Record<string, unknown> = {}) =>
  as.post(`/notifications${url}`, body);
async function list(as: ReturnType<typeof asVendor>, query: Record<string, string> = {}) {
  const res = await notif(as, "/vendors/notifications", query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: Listed[]; total: number; unreadCount: number };
}
const mailsTo = async (email: string) => ((await t.mailer.outbox?.list()) ?? []).filter((m) => m.to === email);

async function signedQuote(as: ReturnType<typeof asVendor>, who: VendorSession, tradeName: string) {
  await completeCompany(t, who, tradeName);
  const clientId = await createClient(as, "Martin");
  const catalogue = await createWeddingCatalogue(as);
  const created = await as.post("/quote/create", weddingQuoteBody(clientId, catalogue));
  expect(created.statusCode, created.body).toBe(200);
  const quote = created.json() as { id: string; name: string };
  expect((await as.post("/quote/status", { quoteType: "QUOTE", quoteId: quote.id, status: "SENT" })).statusCode).toBe(200);
  const signed = await as.post("/quote/sign", { quoteId: quote.id, filename: "devis-signe.pdf" });
  expect(signed.statusCode, signed.body).toBe(200);
  return quote;
}

beforeAll(async () => {
  t = await createTestApp({ notifications: { now: () => clock } });
  alice = await signUpVendor(t, "alice-notif@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-notif@exemple.fr", "Moulin Bob");
  a = asVendor(t, alice);
  b = asVendor(t, bob);
  await signUp(t, "admin-notif@exemple.fr");
  expect(await setAdminRole(t.database.db, "admin-notif@exemple.fr", true)).toBe("granted");
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: "admin-notif@exemple.fr", password: "motdepasse-solide" },
  });
  admin = login.json() as Session;
});
afterAll(async () => {
  await t.close();
});

describe("settings", () => {
  it("has every channel and kind on by default, saves a change, and only administrators read another vendor's", async () => {
    const initial = await notif(a, "/vendors/settings");
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json()).toMatchObject({ emailEnabled: true, pushEnabled: true, inAppEnabled: true, vendorId: alice.vendorId });
    expect(initial.json().eventTypes).toHaveLength(16);

    const bad = await notifPost(a, "/vendors/settings/update", { ...initial.json(), preferences: { emailDigestMinutes: 600 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le délai de regroupement doit être compris entre 0 et 60 minutes.");

    const { id: _id, vendorId: _v, ...rest } = initial.json();
    const saved = await notifPost(b, "/vendors/settings/update", { ...rest, pushEnabled: false, eventTypes: ["QUOTE_SIGNED"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await notif(b, "/vendors/settings")).json()).toMatchObject({ pushEnabled: false, eventTypes: ["QUOTE_SIGNED"] });

    const asAdmin = (url: string, query: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: `/api/notifications${url}`, query, headers: bearer(admin) });
    expect((await asAdmin("/admin/vendors/settings", { id: bob.vendorId })).json()).toMatchObject({ pushEnabled: false });
    expect((await asAdmin("/admin/vendors")).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/notifications/admin/vendors/settings",
      query: { id: bob.vendorId },
      headers: bearer(alice.session),
    });
    expect(refused.statusCode).toBe(403);
    // Restores Bob's defaults for the tests below.
    await notifPost(b, "/vendors/settings/update", rest);
  });
});

describe("in the app", () => {
  it("shows a signed quote once, with its link; marks read, all read and deletes; another vendor sees and touches nothing", async () => {
    const quote = await signedQuote(a, alice, "Château Alice");
    const listed = await list(a);
    const signed = listed.notifications.filter((n) => n.kind === "QUOTE_SIGNED");
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatchObject({
      subject: `Devis signé : ${quote.name}`,
      url: `/ventes/devis/${quote.id}`,
      isRead: false,
    });
    expect(signed[0]?.message).toContain("Martin");
    expect(listed.unreadCount).toBe(1);

    const id = signed[0]?.id as string;
    expect((await notif(b, "/vendors/notification", { notificationId: id })).statusCode).toBe(404);
    expect((await notifPost(b, "/vendors/notifications/mark-read", { notificationIds: [id] })).statusCode).toBe(404);
    expect((await notifPost(b, "/vendors/notifications/delete", { notificationIds: [id] })).statusCode).toBe(404);
    expect((await list(b)).total).toBe(0);

    // A second one, written by hand (POST /notifications).
    const other = await notifPost(a, "/notifications", {
      kind: "TASK_DEADLINE",
      subject: "Rappeler le traiteur",
      url: "https://exemple.fr",
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((await list(a, { isRead: "false" })).total).toBe(2);
    expect((await notifPost(a, "/vendors/notifications/mark-read", { notificationIds: [id] })).json()).toEqual({ count: 1 });
    expect((await list(a, { isRead: "true" })).notifications.map((n) => n.id)).toEqual([id]);
    const all = await notifPost(a, "/vendors/notifications/mark-all-read", { markAll: true });
    expect(all.json()).toEqual({ count: 1 });
    expect((await list(a)).unreadCount).toBe(0);
    expect((await notifPost(a, "/vendors/notifications/mark-all-read", { markAll: false })).statusCode).toBe(400);

    expect((await notifPost(a, "/vendors/notifications/delete", { notificationIds: [id] })).json()).toEqual({ count: 1 });
    expect((await list(a)).notifications.map((n) => n.id)).not.toContain(id);
  });
});

describe("by e-mail", () => {
  it("sends the notifications of a few minutes as one French digest once the window is over, and none when the channel is off", async () => {
    const start = new Date();
    clock = start;
    const before = (await mailsTo("bob-notif@exemple.fr")).length;
    await notifPost(b, "/notifications", { kind: "PAYMENT_RECEIVED", subject: "Paiement reçu : F-1", message: "500,00 €" });
    clock = new Date(start.getTime() + 60_000);
    await notifPost(b, "/notifications", { kind: "NEW_MESSAGE", subject: "Nouveau message de Camille", message: "Bonjour !" });
    // Inside the 5-minute window: nothing yet.
    await t.notificationJobs.dispatchDue();
    expect(await mailsTo("bob-notif@exemple.fr")).toHaveLength(before);

    clock = new Date(start.getTime() + 5 * 60_000 + 1_000);
    // Alice's e-mails of the tests above leave too: the count is checked in Bob's mailbox.
    expect((await t.notificationJobs.dispatchDue()).email).toBeGreaterThanOrEqual(2);
    const mails = await mailsTo("bob-notif@exemple.fr");
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe("2 nouvelles notifications Cortège");
    expect(mails[0]?.text).toContain("Paiement reçu : F-1");
    expect(mails[0]?.text).toContain("Nouveau message de Camille");
    // Delivered once: the next pass sends nothing.
    expect((await t.notificationJobs.dispatchDue()).email).toBe(0);

    const current = (await notif(b, "/vendors/settings")).json();
    const { id: _id, vendorId: _v, ...rest } = current;
    await notifPost(b, "/vendors/settings/update", { ...rest, emailEnabled: false });
    await notifPost(b, "/notifications", { kind: "NEW_MESSAGE", subject: "Encore un message" });
    clock = new Date(start.getTime() + 20 * 60_000);
    await t.notificationJobs.dispatchDue();
    expect(await mailsTo("bob-notif@exemple.fr")).toHaveLength(before + 1);
    expect((await list(b)).notifications[0]?.subject).toBe("Encore un message");
    await notifPost(b, "/vendors/settings/update", rest);
  });
});

describe("the daily run", () => {
  it("notifies a task's deadline once on its day, however many runs; not in a list whose notifications are off, nor a kind turned off", async () => {
    const board = (await a.post("/task/board/create", { name: "Mariage Martin" })).json() as {
      boardId: string;
      lists: { listId: string }[];
    };
    const [on, off] = board.lists;
    await a.post("/task/list/update", {
      boardId: board.boardId,
      listId: on?.listId,
      name: "À faire",
      enableNotifications: true,
      notificationDaysBefore: 2,
      position: 0,
    });
    const due = "2031-03-12";
    for (const [listId, name] of [
      [on?.listId, "Confirmer le menu"],
      [off?.listId, "Réserver le DJ"],
    ]) {
      const res = await a.post("/task/task/create", { boardId: board.boardId, listId, name, dueDate: due });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Three days before: nothing (the list says two).
    clock = new Date("2031-03-09T08:00:00Z");
    await t.notificationJobs.runDaily();
    expect((await list(a)).notifications.filter((n) => n.kind === "TASK_DEADLINE" && n.subject.includes("menu"))).toHaveLength(0);
    clock = new Date("2031-03-10T06:00:00Z");
    expect(await t.notificationJobs.runDaily()).toBeGreaterThanOrEqual(1);
    await t.notificationJobs.runDaily();
    clock = new Date("2031-03-12T06:00:00Z");
    await t.notificationJobs.runDaily();
    const deadlines = (await list(a)).notifications.filter((n) => n.kind === "TASK_DEADLINE" && n.subject.startsWith("Tâche"));
    expect(deadlines.map((n) => n.subject)).toEqual(["Tâche à échéance : Confirmer le menu"]);
    expect(deadlines[0]?.message).toBe("La tâche « Confirmer le menu » arrive à échéance le 12 mars 2031.");
    expect(deadlines[0]?.url).toBe(`/taches/${board.boardId}`);

    // Turned off: a new task due the same day is not notified.
    const current = (await notif(a, "/vendors/settings")).json();
    const { id: _id, vendorId: _v, ...rest } = current;
    await notifPost(a, "/vendors/settings/update", {
      ...rest,
      eventTypes: rest.eventTypes.filter((k: string) => k !== "TASK_DEADLINE"),
    });
    await a.post("/task/task/create", {
      boardId: board.boardId,
      listId: on?.listId,
      name: "Imprimer le plan de table",
      dueDate: due,
    });
    await t.notificationJobs.runDaily();
    expect((await list(a)).notifications.some((n) => n.subject.includes("plan de table"))).toBe(false);
    await notifPost(a, "/vendors/settings/update", rest);
  });
});

describe("push endpoints", () => {
  it("registers a device's subscription once per endpoint, lists and deletes it; another user's are refused", async () => {
    const as = (s: Session) => ({ headers: bearer(s) });
    const subscription = {
      userId: alice.session.userId,
      endpoint: "https://push.exemple.fr/send/abc",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
      userAgent: "Chromium",
    };
    const post = (url: string, s: Session, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/notifications${url}`, payload, ...as(s) });
    const first = await post("/notification-endpoints/register", alice.session, subscription);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post("/notification-endpoints/register", alice.session, subscription);
    expect(again.json().id).toBe(first.json().id);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/notifications/notification-endpoints",
      query: { userId: alice.session.userId },
      ...as(alice.session),
    });
    expect(listed.json().endpoints).toHaveLength(1);
    const foreign = await t.app.inject({
      method: "GET",
      url: "/api/notifications/notification-endpoints",
      query: { userId: alice.session.userId },
      ...as(bob.session),
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await post("/notification-endpoints/delete", bob.session, { userId: bob.session.userId, endpointId: first.json().id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post("/notification-endpoints/delete", alice.session, { userId: alice.session.userId, endpointId: first.json().id }))
        .statusCode,
    ).toBe(200);
  });
});
