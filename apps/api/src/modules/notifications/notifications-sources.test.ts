import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeCompany,
  createClient,
  createProduct,
  createWeddingCatalogue,
  weddingQuoteBody,
} from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { completeShowcase } from "../public-showcase/showcase-fixtures.ts";

/**
 * Each kind from its real trigger: the call that changes the state (payment, appointment, a couple's
 * answer) or the daily run on the day a date makes it due (the notifications' clock moved).
 */
let t: TestApp;
let vendor: VendorSession;
let a: ReturnType<typeof asVendor>;
let clientId: string;
let clock = new Date();
const day = (d: string) => new Date(`${d}T06:00:00Z`);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Listed = { kind: string; subject: string; message: string; url: string | null };
async function kinds(): Promise<Listed[]> {
  const res = await a.get("/notifications/vendors/notifications", { limit: "100" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications;
}
const ofKind = async (kind: string) => (await kinds()).filter((n) => n.kind === kind);

beforeAll(async () => {
  t = await createTestApp({ notifications: { now: () => clock } });
  vendor = await signUpVendor(t, "sources@exemple.fr", "Domaine des Sources");
  a = asVendor(t, vendor);
  await completeCompany(t, vendor, "Domaine des Sources");
  clientId = await createClient(a, "Martin");
});
afterAll(async () => {
  await t.close();
});

describe("kinds from the daily run", () => {
  it("warns of a sent quote's expiry 7 days before, then tells it expired, once each", async () => {
    const expiry = "2031-05-20";
    const catalogue = await createWeddingCatalogue(a);
    const body = weddingQuoteBody(clientId, catalogue);
    const created = await a.post("/quote/create", { ...body, quote: { ...body.quote, expirationDate: expiry } });
    expect(created.statusCode, created.body).toBe(200);
    const quote = created.json() as { id: string; name: string };
    expect((await a.post("/quote/status", { quoteType: "QUOTE", quoteId: quote.id, status: "SENT" })).statusCode).toBe(200);

    clock = day(addDays(expiry, -8));
    await t.notificationJobs.runDaily();
    expect(await ofKind("QUOTE_EXPIRY_WARNING")).toHaveLength(0);
    clock = day(addDays(expiry, -7));
    await t.notificationJobs.runDaily();
    clock = day(addDays(expiry, -3));
    await t.notificationJobs.runDaily();
    const warnings = await ofKind("QUOTE_EXPIRY_WARNING");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ subject: `Devis bientôt expiré : ${quote.name}`, url: `/ventes/devis/${quote.id}` });
    expect(warnings[0]?.message).toContain("expire le 20 mai 2031");

    clock = day(addDays(expiry, 1));
    await t.notificationJobs.runDaily();
    await t.notificationJobs.runDaily();
    expect((await ofKind("QUOTE_EXPIRED")).map((n) => n.subject)).toEqual([`Devis expiré : ${quote.name}`]);
  });

  it("follows an issued deposit invoice: due, overdue, reminder a week later, overdue a month later, and a payment received", async () => {
    const catalogue = await createWeddingCatalogue(a);
    const created = await a.post("/quote/create", weddingQuoteBody(clientId, catalogue));
    const quoteId = created.json().id as string;
    await a.post("/quote/status", { quoteType: "QUOTE", quoteId, status: "SENT" });
    await a.post("/quote/sign", { quoteId, filename: "signe.pdf" });
    const deposit = await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const depositId = deposit.json().quote.quoteId as string;
    const issued = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: depositId, status: "SENT" });
    expect(issued.statusCode, issued.body).toBe(200);
    const { name, dueDate } = issued.json() as { name: string; dueDate: string };
    expect(dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const steps: [number, string][] = [
      [-1, "DEPOSIT_DUE"],
      [2, "DEPOSIT_OVERDUE"],
      [8, "PAYMENT_REMINDER"],
      [31, "PAYMENT_OVERDUE"],
    ];
    for (const [offset, kind] of steps) {
      clock = day(addDays(dueDate, offset));
      await t.notificationJobs.runDaily();
      await t.notificationJobs.runDaily();
      const found = await ofKind(kind);
      expect(found, kind).toHaveLength(1);
      expect(found[0]?.subject).toContain(name);
      expect(found[0]?.url).toBe(`/ventes/acomptes/${depositId}`);
    }
    expect((await ofKind("DEPOSIT_DUE"))[0]?.message).toContain("135,20 €");

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const paid = await a.post("/quote/payments/create", {
      quoteId: depositId,
      date: today,
      amount: 35.2,
      method: "BANK_TRANSFER",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const received = await ofKind("PAYMENT_RECEIVED");
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe(`Paiement reçu : ${name}`);
    expect(received[0]?.message).toContain("Un paiement de 35,20 € a été enregistré");
  });

  it("tells an issued invoice due, then overdue, once each", async () => {
    const productId = await createProduct(a, { name: "Animation DJ", price: 800, tax: "TAX_20" });
    const created = await a.post("/quote/create", {
      quoteType: "INVOICE",
      quote: { clientId },
      products: [{ productId, quantity: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const issued = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: created.json().id, status: "SENT" });
    expect(issued.statusCode, issued.body).toBe(200);
    const { name, dueDate } = issued.json() as { name: string; dueDate: string };
    clock = day(addDays(dueDate, -2));
    await t.notificationJobs.runDaily();
    clock = day(addDays(dueDate, 1));
    await t.notificationJobs.runDaily();
    await t.notificationJobs.runDaily();
    const due = (await ofKind("INVOICE_DUE")).filter((n) => n.subject.includes(name));
    const overdue = (await ofKind("INVOICE_OVERDUE")).filter((n) => n.subject.includes(name));
    expect(due).toHaveLength(1);
    expect(due[0]?.message).toContain("960,00 €");
    expect(overdue.map((n) => n.subject)).toEqual([`Facture en retard : ${name}`]);
  });

  it("reminds an event still in a status whose notifications are on, from its lead time before the date, once", async () => {
    type Status = { status: string; name: string; color: string; enableNotifications: boolean; notificationDaysBefore: number };
    const statuses = (await a.get("/event/config")).json().statuses as Status[];
    const updated = await a.post("/event/config/update", {
      statuses: statuses.map((s) => ({
        status: s.status,
        name: s.name,
        color: s.color,
        enableNotifications: s.status === "REQUEST_RECEIVED",
        notificationDaysBefore: s.status === "REQUEST_RECEIVED" ? 10 : s.notificationDaysBefore,
      })),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const event = await a.post("/event/create", { eventName: "Mariage Roy", clientId, date: "2031-09-20" });
    expect(event.statusCode, event.body).toBe(200);
    const eventId = event.json().eventId as string;
    clock = day("2031-09-09");
    await t.notificationJobs.runDaily();
    expect(await ofKind("EVENT_STATUS_REMINDER")).toHaveLength(0);
    clock = day("2031-09-10");
    await t.notificationJobs.runDaily();
    clock = day("2031-09-15");
    await t.notificationJobs.runDaily();
    const reminders = await ofKind("EVENT_STATUS_REMINDER");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ subject: "Événement à venir : Mariage Roy", url: `/evenements/${eventId}` });
    expect(reminders[0]?.message).toContain("20 sept. 2031");
  });
});

describe("kinds from the change itself", () => {
  it("tells an appointment scheduled, then reminds it the day before", async () => {
    const created = await a.post("/calendar/events/create", {
      title: "Visite du domaine",
      startTime: "2031-06-12T12:00:00.000Z",
      endTime: "2031-06-12T13:30:00.000Z",
      emails: [],
    });
    expect(created.statusCode, created.body).toBe(200);
    const scheduled = await ofKind("APPOINTMENT_SCHEDULED");
    expect(scheduled.map((n) => n.message)).toEqual([
      "Le rendez-vous « Visite du domaine » est planifié le 12 juin 2031 à 14:00.",
    ]);
    expect(scheduled[0]?.url).toBe("/agenda?date=2031-06-12");
    clock = day("2031-06-11");
    await t.notificationJobs.runDaily();
    await t.notificationJobs.runDaily();
    expect((await ofKind("APPOINTMENT_REMINDER")).map((n) => n.subject)).toEqual(["Rappel de rendez-vous : Visite du domaine"]);
  });

  it("tells of a couple's request and answer, with a link to their conversation", async () => {
    await completeShowcase(t, vendor);
    expect((await a.post("/vendor/publish", { isPublished: true })).statusCode).toBe(200);
    const slug = (await a.get("/vendor")).json().slug as string;
    const form = await t.app.inject({
      method: "POST",
      url: `/prestataires/${slug}/demande`,
      remoteAddress: "10.9.0.1",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        firstname: "Léa",
        lastname: "Durand",
        email: "lea.durand@exemple.fr",
        phone: "06 12 34 56 78",
        date: "2031-06-15",
        month: "",
        guestsCount: "80",
        message: "Bonjour, êtes-vous libres en juin ?",
        site_web: "",
      }).toString(),
    });
    expect(form.statusCode, form.body).toBeLessThan(400);
    // The request itself is the couple's first message.
    expect((await ofKind("NEW_MESSAGE")).map((n) => n.message)).toEqual(["Bonjour, êtes-vous libres en juin ?"]);
    const conversation = (await a.get("/messaging/list", { limit: "10" })).json().conversations[0] as {
      clientId: string;
      eventId: string;
    };
    const sent = await a.post("/messaging/send-message", { ...conversation, body: "Oui, nous sommes libres." });
    const link = sent.json().clientLink as string;
    const reply = await t.app.inject({
      method: "POST",
      url: link,
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ body: "Parfait, nous venons samedi." }).toString(),
    });
    expect(reply.statusCode).toBe(303);
    const messages = await ofKind("NEW_MESSAGE");
    expect(messages.some((n) => n.message === "Parfait, nous venons samedi.")).toBe(true);
    const answer = messages.find((n) => n.message === "Parfait, nous venons samedi.");
    expect(answer?.subject).toContain("Léa");
    expect(answer?.url).toBe(`/messages?client=${conversation.clientId}&evenement=${conversation.eventId}`);
  });
});
