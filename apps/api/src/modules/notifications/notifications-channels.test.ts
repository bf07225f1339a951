import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "../../platform/mail/mailer.ts";
import {
  completeCompany,
  createClient,
  createProduct,
  createWeddingCatalogue,
  weddingQuoteBody,
} from "../../test/document-fixtures.ts";
import { type PushServiceStandIn, startPushServiceStandIn } from "../../test/push-service-stand-in.ts";
import { type SmtpTestServer, startSmtpTestServer } from "../../test/smtp-test-server.ts";
import { bearer, createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

/**
 * Each kind from its real trigger (the call that changes the state, or the daily run on the day a date makes it
 * due, the notifications' clock moved), then found once in each channel the vendor chose: in the app, in an
 * e-mail through a real SMTP server, as a push at the local push service (VAPID checked, payload decrypted);
 * and nothing on a channel turned off or for a kind not chosen.
 */
let smtp: SmtpTestServer;
let push: PushServiceStandIn;
let t: TestApp;
let vendor: VendorSession;
let a: ReturnType<typeof asVendor>;
let clientId: string;
let clock = new Date();
const vendorEmail = "canaux@exemple.fr";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-channels-"));
const at = (day: string) => new Date(`${day}T06:00:00Z`);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const parisToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());

type Listed = { id: string; kind: string; subject: string; message: string };
const inApp = async (): Promise<Listed[]> => {
  const res = await a.get("/notifications/vendors/notifications", { limit: "100" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications;
};
/** The text of each e-mail the SMTP server took for the vendor, decoded as a mail client would. */
const mailTexts = async (): Promise<string[]> =>
  Promise.all(smtp.received.filter((m) => m.to.includes(vendorEmail)).map(async (m) => (await simpleParser(m.data)).text ?? ""));
const pushedTitles = () => push.received.map((r) => (JSON.parse(r.payload) as { title: string }).title);
const count = (texts: string[], subject: string) => texts.filter((text) => text.includes(subject)).length;

/** The daily run at the notifications' clock, twice (a second run, a restart or a twin server gives nothing more). */
const daily = async () => {
  await t.notificationJobs.runDaily();
  await t.notificationJobs.runDaily();
};

async function saveSettings(changes: Record<string, unknown>) {
  const current = (await a.get("/notifications/vendors/settings")).json();
  const { id: _id, vendorId: _vendorId, ...rest } = current;
  const res = await a.post("/notifications/vendors/settings/update", { ...rest, ...changes });
  expect(res.statusCode, res.body).toBe(200);
}

async function sentQuote(expirationDate?: string): Promise<{ id: string; name: string }> {
  const catalogue = await createWeddingCatalogue(a);
  const body = weddingQuoteBody(clientId, catalogue);
  const created = await a.post("/quote/create", expirationDate ? { ...body, quote: { ...body.quote, expirationDate } } : body);
  expect(created.statusCode, created.body).toBe(200);
  const sent = await a.post("/quote/status", { quoteType: "QUOTE", quoteId: created.json().id, status: "SENT" });
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: created.json().id, name: sent.json().name };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  push = await startPushServiceStandIn();
  const vapid = resolveVapidKeys(dataDir, "mailto:ne-pas-repondre@cortege.localhost");
  // Every e-mail goes through SMTP; a copy in an outbox lets the sign-up read its code as the other tests do.
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
  t = await createTestApp({ mailer, notifications: { vapid, pushAgent: push.agent, now: () => clock } });
  vendor = await signUpVendor(t, vendorEmail, "Domaine des Canaux");
  a = asVendor(t, vendor);
  await completeCompany(t, vendor, "Domaine des Canaux");
  clientId = await createClient(a, "Canaux");
  // This device receives the pushes; e-mails leave at once (no grouping window), so each pass can be counted.
  const device = push.subscribe(vapid.publicKey);
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/notifications/notification-endpoints/register",
    headers: bearer(vendor.session),
    payload: { userId: vendor.session.userId, endpoint: device.endpoint, keys: device.keys, userAgent: "Chromium" },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  await saveSettings({ preferences: { emailDigestMinutes: 0 } });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("every kind, once in each chosen channel", () => {
  // Shared by the rows: the documents whose dates the daily rows follow.
  let deposit: { id: string; name: string; dueDate: string };
  let invoiceDue: string;
  let boardId: string;

  /** [kind, its real trigger]: in this order (a deposit is paid after its reminders, a board before its task). */
  const rows: [string, () => Promise<void>, (() => string)?][] = [
    [
      "QUOTE_SIGNED",
      async () => {
        clock = new Date();
        const quote = await sentQuote();
        expect((await a.post("/quote/sign", { quoteId: quote.id, filename: "signe.pdf" })).statusCode).toBe(200);
        const made = await a.post("/quote/duplicate", { quoteType: "QUOTE", quoteTypeDestination: "DEPOSIT", quoteId: quote.id });
        expect(made.statusCode, made.body).toBe(200);
        const id = made.json().quote.quoteId as string;
        const issued = await a.post("/quote/status", { quoteType: "DEPOSIT", quoteId: id, status: "SENT" });
        expect(issued.statusCode, issued.body).toBe(200);
        deposit = { id, name: issued.json().name, dueDate: issued.json().dueDate };
        const productId = await createProduct(a, { name: "Animation DJ", price: 800, tax: "TAX_20" });
        const invoice = await a.post("/quote/create", {
          quoteType: "INVOICE",
          quote: { clientId },
          products: [{ productId, quantity: 1 }],
        });
        const sent = await a.post("/quote/status", { quoteType: "INVOICE", quoteId: invoice.json().id, status: "SENT" });
        expect(sent.statusCode, sent.body).toBe(200);
        invoiceDue = sent.json().dueDate;
      },
    ],
    [
      "DEPOSIT_DUE",
      async () => {
        clock = at(addDays(deposit.dueDate, -1));
        await daily();
      },
    ],
    [
      "INVOICE_DUE",
      async () => {
        // The same day as the deposit's: given by the same run already, never twice.
        clock = at(addDays(invoiceDue, -1));
        await daily();
      },
    ],
    [
      "DEPOSIT_OVERDUE",
      async () => {
        clock = at(addDays(deposit.dueDate, 2));
        await daily();
      },
    ],
    // The invoice falls due the same day as the deposit: the deposit's runs gave it already (checked here, once).
    ["INVOICE_OVERDUE", async () => {}],
    [
      "PAYMENT_REMINDER",
      async () => {
        clock = at(addDays(deposit.dueDate, 8));
        await daily();
      },
      // The deposit's (the invoice, unpaid too, has its own).
      () => deposit.name,
    ],
    [
      "PAYMENT_OVERDUE",
      async () => {
        clock = at(addDays(deposit.dueDate, 31));
        await daily();
      },
      // The deposit's (the invoice, unpaid too, has its own).
      () => deposit.name,
    ],
    [
      "PAYMENT_RECEIVED",
      async () => {
        clock = new Date();
        const paid = await a.post("/quote/payments/create", {
          quoteId: deposit.id,
          date: parisToday(),
          amount: 10,
          method: "BANK_TRANSFER",
        });
        expect(paid.statusCode, paid.body).toBe(200);
      },
    ],
    [
      "QUOTE_EXPIRY_WARNING",
      async () => {
        clock = new Date();
        await sentQuote("2031-05-20");
        clock = at("2031-05-13");
        await daily();
      },
    ],
    [
      "QUOTE_EXPIRED",
      async () => {
        clock = at("2031-05-21");
        await daily();
      },
    ],
    [
      "APPOINTMENT_SCHEDULED",
      async () => {
        clock = new Date();
        const created = await a.post("/calendar/events/create", {
          title: "Visite du domaine",
          startTime: "2031-06-12T12:00:00.000Z",
          endTime: "2031-06-12T13:30:00.000Z",
          emails: [],
        });
        expect(created.statusCode, created.body).toBe(200);
      },
    ],
    [
      "APPOINTMENT_REMINDER",
      async () => {
        clock = at("2031-06-11");
        await daily();
      },
    ],
    [
      "TASK_DEADLINE",
      async () => {
        clock = new Date();
        const board = (await a.post("/task/board/create", { name: "Préparatifs" })).json();
        boardId = board.boardId;
        const list = board.lists[0] as { listId: string; name: string };
        const updated = await a.post("/task/list/update", {
          boardId,
          listId: list.listId,
          name: list.name,
          enableNotifications: true,
          notificationDaysBefore: 0,
        });
        expect(updated.statusCode, updated.body).toBe(200);
        const task = await a.post("/task/task/create", {
          boardId,
          listId: list.listId,
          type: "BASE_TASK",
          name: "Confirmer le traiteur",
          dueDate: "2031-07-01T16:00:00.000Z",
        });
        expect(task.statusCode, task.body).toBe(200);
        clock = at("2031-07-01");
        await daily();
      },
    ],
    [
      "NEW_MESSAGE",
      async () => {
        clock = new Date();
        const event = await a.post("/event/create", { eventName: "Mariage Canaux", clientId, date: "2031-10-04" });
        expect(event.statusCode, event.body).toBe(200);
        const sent = await a.post("/messaging/send-message", {
          clientId,
          eventId: event.json().eventId,
          body: "Bonjour, voici nos disponibilités.",
        });
        expect(sent.statusCode, sent.body).toBe(200);
        const reply = await t.app.inject({
          method: "POST",
          url: sent.json().clientLink,
          headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams({ body: "Merci, nous venons samedi." }).toString(),
        });
        expect(reply.statusCode).toBe(303);
      },
    ],
    [
      "EVENT_STATUS_REMINDER",
      async () => {
        clock = new Date();
        type Status = {
          status: string;
          name: string;
          color: string;
          enableNotifications: boolean;
          notificationDaysBefore: number;
        };
        const statuses = (await a.get("/event/config")).json().statuses as Status[];
        const updated = await a.post("/event/config/update", {
          statuses: statuses.map((s) => ({
            ...s,
            enableNotifications: s.status === "REQUEST_RECEIVED",
            notificationDaysBefore: s.status === "REQUEST_RECEIVED" ? 10 : s.notificationDaysBefore,
          })),
        });
        expect(updated.statusCode, updated.body).toBe(200);
        const event = await a.post("/event/create", { eventName: "Mariage Roy", clientId, date: "2031-09-20" });
        expect(event.statusCode, event.body).toBe(200);
        clock = at("2031-09-10");
        await daily();
      },
    ],
  ];

  it.each(rows)("%s: from its trigger, once in the app, by e-mail and as a push", async (kind, trigger, about) => {
    await trigger();
    await t.notificationJobs.dispatchDue();
    const found = (await inApp()).filter((n) => n.kind === kind && (!about || n.subject.includes(about())));
    expect(found, kind).toHaveLength(1);
    const subject = found[0]?.subject ?? "";
    expect(count(await mailTexts(), subject), `${kind} by e-mail`).toBe(1);
    expect(
      pushedTitles().filter((title) => title === subject),
      `${kind} as a push`,
    ).toHaveLength(1);
    // A second pass delivers nothing again.
    await t.notificationJobs.dispatchDue();
    expect(count(await mailTexts(), subject)).toBe(1);
    expect(pushedTitles().filter((title) => title === subject)).toHaveLength(1);
  });

  it("nothing for a kind not chosen, and nothing on a channel turned off", async () => {
    clock = new Date();
    const before = { mails: smtp.received.length, pushes: push.received.length };
    await saveSettings({
      eventTypes: ((await a.get("/notifications/vendors/settings")).json().eventTypes as string[]).filter(
        (k) => k !== "APPOINTMENT_SCHEDULED",
      ),
    });
    await a.post("/calendar/events/create", {
      title: "Essai coiffure",
      startTime: "2031-06-20T12:00:00.000Z",
      endTime: "2031-06-20T13:00:00.000Z",
      emails: [],
    });
    await t.notificationJobs.dispatchDue();
    expect((await inApp()).filter((n) => n.subject.includes("Essai coiffure"))).toHaveLength(0);
    expect(smtp.received).toHaveLength(before.mails);
    expect(push.received).toHaveLength(before.pushes);

    // Push off: the app and the e-mail only.
    await saveSettings({ pushEnabled: false });
    const pushOff = await sentQuote();
    await a.post("/quote/sign", { quoteId: pushOff.id, filename: "signe.pdf" });
    await t.notificationJobs.dispatchDue();
    const signedPushOff = `Devis signé : ${pushOff.name}`;
    expect((await inApp()).filter((n) => n.subject === signedPushOff)).toHaveLength(1);
    expect(count(await mailTexts(), signedPushOff)).toBe(1);
    expect(push.received).toHaveLength(before.pushes);

    // The app and the e-mail off: the push only.
    await saveSettings({ pushEnabled: true, inAppEnabled: false, emailEnabled: false });
    const pushOnly = await sentQuote();
    await a.post("/quote/sign", { quoteId: pushOnly.id, filename: "signe.pdf" });
    await t.notificationJobs.dispatchDue();
    const signedPushOnly = `Devis signé : ${pushOnly.name}`;
    expect((await inApp()).filter((n) => n.subject === signedPushOnly)).toHaveLength(0);
    expect(count(await mailTexts(), signedPushOnly)).toBe(0);
    expect(pushedTitles().filter((title) => title === signedPushOnly)).toHaveLength(1);
  });
});
