import {
  clientListResponseSchema,
  eventPageSchema,
  productListResponseSchema,
  quotePageSchema,
  showcaseMediasResponseSchema,
  vendorCompanySchema,
} from "@cortege/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlogService } from "./modules/blog/blog.service.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from "./seed-demo.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
let session: Session;
let vendorId: string;

/** The account made through the real sign-up calls; seedDemoAccount then writes everything else through the API. */
const users = {
  ensureDemoAccount: async (email: string, password: string) => {
    const exists = await t.database.pool.query("SELECT 1 FROM users WHERE email = $1", [email]);
    if (exists.rowCount) return null;
    return signUp(t, email, password);
  },
};

const get = (url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api${url}`, query: { vendorId, ...query }, headers: bearer(session) });

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoAccount(
    t.app,
    users,
    new Date("2026-11-24T09:00:00Z"),
    createBlogService({ db: t.database.db }),
    t.marketplaces,
  );
  expect(seeded).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  session = login.json();
  const vendors = await t.app.inject({ method: "GET", url: "/api/vendor/user-vendors", headers: bearer(session) });
  expect(vendors.statusCode, vendors.body).toBe(200);
  vendorId = vendors.json().vendors[0]?.id;
  expect(vendorId).toBeTruthy();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the demo account", () => {
  it("answers the main lists with 200, in the shapes the API's own schemas describe", async () => {
    const clients = await get("/client/list");
    expect(clients.statusCode, clients.body).toBe(200);
    const clientList = clientListResponseSchema.parse(clients.json());
    // The season's seven couples, and the three marketplace leads (prospects, no address yet).
    const leadNames = ["Antoine Garnier", "Inès Robin", "Pauline Mercier"];
    expect(clientList.clients).toHaveLength(10);
    expect(
      clientList.clients
        .filter((c) => c.status === "PROSPECT" && leadNames.includes(c.name))
        .map((c) => c.name)
        .sort(),
    ).toEqual(leadNames);
    // Every couple of the season has an address on its first contact: invoices print it.
    for (const c of clientList.clients.filter((c) => !leadNames.includes(c.name)))
      expect(c.contacts[0]?.address?.city).toBeTruthy();

    const events = await get("/event/list");
    expect(events.statusCode, events.body).toBe(200);
    const statuses = new Set(eventPageSchema.parse(events.json()).events.map((e) => e.status));
    expect([...statuses].sort()).toEqual(["QUOTE_SENT", "REFUSED", "REQUEST_RECEIVED", "RESERVATION_CONFIRMED"]);

    const company = await get("/vendor/company");
    expect(company.statusCode, company.body).toBe(200);
    expect(vendorCompanySchema.parse(company.json())).toMatchObject({ siren: "832145676", legalForm: "SAS" });

    const products = await get("/product/list");
    expect(products.statusCode, products.body).toBe(200);
    expect(productListResponseSchema.parse(products.json()).products.length).toBeGreaterThanOrEqual(8);

    const medias = await get("/vendor/medias");
    expect(medias.statusCode, medias.body).toBe(200);
    const photos = showcaseMediasResponseSchema.parse(medias.json()).medias;
    expect(photos.length).toBeGreaterThanOrEqual(10);
    expect(photos[0]).toMatchObject({ isCover: true, title: "Le domaine au coucher du soleil", type: "JPEG" });
    for (const p of photos) expect(p.description).toBeTruthy();
    // The media library made the web variants: the thumbnail is its own file.
    expect(photos[0]?.thumbnailUrl).not.toBe(photos[0]?.url);

    for (const url of ["/vendor", "/event/config", "/task/boards", "/quote/config", "/vendor/space/list", "/vendor/faq"]) {
      const res = await get(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });

  it("holds the chain quote → deposit invoice → final invoice → credit note, issued with numbers", async () => {
    const list = async (quoteType: string) => {
      const res = await get("/quote/list", { quoteType });
      expect(res.statusCode, res.body).toBe(200);
      return quotePageSchema.parse(res.json()).quotes;
    };
    const quotes = await list("QUOTE");
    expect(quotes.map((q) => q.status).sort()).toEqual(["DRAFT", "REJECTED", "SENT", "SENT", "SIGNED", "SIGNED"]);
    const deposits = await list("DEPOSIT");
    expect(deposits.map((d) => d.status)).toEqual(["PAID", "PAID"]);
    for (const d of deposits) expect(d.name).toMatch(/^AC-2026-\d{5}$/);
    const invoices = await list("INVOICE");
    expect(invoices.map((i) => i.status).sort()).toEqual(["DRAFT", "PAID"]);
    expect(invoices.find((i) => i.status === "PAID")?.name).toMatch(/^F-2026-\d{5}$/);
    const credits = await list("CREDIT_NOTE");
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ status: "SENT", totalIncludingTax: 616 });
    expect(credits[0]?.name).toMatch(/^AV-2026-\d{5}$/);
    // The issued invoice renders as a PDF.
    const invoice = invoices.find((i) => i.status === "PAID");
    const pdf = await get("/quote/pdf", { quoteType: "INVOICE", quoteId: invoice?.quoteId as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });

  it("publishes articles for vendors: the dashboard's latest articles are not empty", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/search/getLastBlogArticles",
      payload: { platform: "cortege", limit: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const articles = res.json().articles as { title: string; status: string; content: string; readingTime: number }[];
    expect(articles.map((a) => a.title)).toContain("Relancer un devis sans insister : le bon rythme");
    expect(articles).toHaveLength(3);
    for (const a of articles) {
      expect(a.status).toBe("PUBLISHED");
      expect(a.content).toContain("<h2>");
      expect(a.readingTime).toBeGreaterThanOrEqual(1);
    }
  });

  it("shows marketplace leads in the A and B inboxes without any connection (never a real site)", async () => {
    const connections = (await get("/messaging/marketplaces")).json().connections;
    expect(connections).toEqual([
      expect.objectContaining({ marketplace: "A", isConnected: false, username: null, conversationCount: 2 }),
      expect.objectContaining({ marketplace: "B", isConnected: false, username: null, conversationCount: 1 }),
    ]);
    const a = (await get("/messaging/marketplace-a/list")).json().conversations as { name: string; isUnread: boolean }[];
    expect(a.map((c) => [c.name, c.isUnread])).toEqual([
      ["Pauline Mercier", true],
      ["Antoine Garnier", false],
    ]);
    const [ines] = (await get("/messaging/marketplace-b/list")).json().conversations;
    const thread = await get("/messaging/marketplace-b/conversation", { clientId: ines.clientId, eventId: ines.eventId });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().messages).toEqual([
      expect.objectContaining({ sender: "CLIENT", body: "Bonjour, proposez-vous l'hébergement des invités sur place ?" }),
    ]);
    expect((await get("/event", { eventId: ines.eventId })).json()).toMatchObject({
      status: "REQUEST_RECEIVED",
      approximateGuestsCount: 160,
    });
  });

  it("gives upcoming weddings the template's tasks, and seeds only once", async () => {
    const events = eventPageSchema.parse((await get("/event/list")).json()).events;
    const booked = events.find((e) => e.eventName === "Mariage de Léa et Hugo");
    const board = await get("/task/board/event", { eventId: booked?.eventId as string });
    expect(board.statusCode, board.body).toBe(200);
    expect(JSON.stringify(board.json())).toContain("Questionnaire de préparation");
    expect(await seedDemoAccount(t.app, users)).toBeNull();
  });
});
