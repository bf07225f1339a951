import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, JOB_SCHEMA } from "../../platform/jobs/job-queue.ts";
import { completeCompany } from "../../test/document-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";
import {
  createQuoteExpiry,
  expirableStatuses,
  nextDailyRun,
  parisDay,
  parisInstant,
  QUOTE_EXPIRY_QUEUE,
} from "./quote-expiry.job.ts";

describe("the daily run's time, in Paris", () => {
  it.each([
    // Before 00:05 in Paris: today's run (winter, UTC+1).
    ["2026-11-21T23:00:00Z", "2026-11-22", "2026-11-21T23:05:00.000Z"],
    // After it: tomorrow's, in summer time (UTC+2).
    ["2026-07-01T21:00:00Z", "2026-07-02", "2026-07-01T22:05:00.000Z"],
    // The night the clocks go forward: 00:30 CET on 29 March, next run 00:05 CEST on the 30th.
    ["2026-03-28T23:30:00Z", "2026-03-30", "2026-03-29T22:05:00.000Z"],
    // The night they go back.
    ["2026-10-25T12:00:00Z", "2026-10-26", "2026-10-25T23:05:00.000Z"],
  ])("after %s the next run is on %s at %s", (now, day, at) => {
    const next = nextDailyRun(new Date(now));
    expect(next.day).toBe(day);
    expect(next.at.toISOString()).toBe(at);
  });

  it("reads the calendar day in Paris, not in UTC", () => {
    expect(parisDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(parisInstant("2026-06-15", 0, 5).toISOString()).toBe("2026-06-14T22:05:00.000Z");
  });

  it("expires only quotes still waiting for an answer", () => {
    expect(expirableStatuses).toEqual(["DRAFT", "SENT"]);
  });
});

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;

/** A quote valid until `expirationDate`, moved to `status` through the real calls. */
async function quote(who: VendorSession, expirationDate: string, status: "DRAFT" | "SENT" | "APPROVED") {
  const as = asVendor(t, who);
  const client = await as.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Léa",
        lastname: "Martin",
        email: `lea.${Math.random().toString(36).slice(2)}@exemple.fr`,
        phone: "0612345678",
        address: { street: "3 allée des Tilleuls", postalCode: "69003", city: "Lyon" },
      },
    ],
  });
  const product = await as.post("/product/create", { product: { name: "Salle", price: 800, tax: "TAX_20" } });
  const created = await as.post("/quote/create", {
    quoteType: "QUOTE",
    quote: { clientId: client.json().clientId, expirationDate },
    products: [{ productId: product.json().productId, quantity: 1 }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as string;
  if (status !== "DRAFT") {
    const moved = await as.post("/quote/status", { quoteType: "QUOTE", quoteId: id, status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const statusOf = async (id: string) =>
  (await t.database.pool.query("SELECT status FROM documents WHERE id = $1", [id])).rows[0]?.status as string;

beforeAll(async () => {
  t = await createTestApp({ jobs: { pollingIntervalSeconds: 0.5 } });
  alice = await signUpVendor(t, "alice-expiry@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-expiry@exemple.fr", "Moulin Bob");
  await completeCompany(t, alice, "Château Alice");
  await completeCompany(t, bob, "Moulin Bob");
});
afterAll(async () => {
  await t.close();
});

describe("quote expiry", () => {
  it("expires every vendor's waiting quotes the day after their validity date, on the Paris calendar", async () => {
    const draft = await quote(alice, "2031-03-10", "DRAFT");
    const sent = await quote(alice, "2031-03-10", "SENT");
    const approved = await quote(alice, "2031-03-10", "APPROVED");
    const later = await quote(alice, "2031-03-11", "SENT");
    const bobs = await quote(bob, "2031-03-10", "SENT");
    const jobs = createJobQueue(t.database.db);
    let clock = new Date("2031-03-10T22:59:00Z"); // 23:59 in Paris, still the 10th: all valid
    const expiry = createQuoteExpiry({ db: t.database.db, jobs, now: () => clock });
    try {
      expect(await expiry.expireDue()).toBe(0);
      clock = new Date("2031-03-10T23:01:00Z"); // 00:01 on the 11th in Paris
      expect(await expiry.expireDue()).toBe(3);
      expect(await statusOf(draft)).toBe("EXPIRED");
      expect(await statusOf(sent)).toBe("EXPIRED");
      expect(await statusOf(bobs)).toBe("EXPIRED");
      expect(await statusOf(approved)).toBe("APPROVED");
      expect(await statusOf(later)).toBe("SENT");
      // Running again changes nothing.
      expect(await expiry.expireDue()).toBe(0);
      // The history says what the job did, as the job's (no user), once.
      const history = async (who: VendorSession, quoteId: string) =>
        (await asVendor(t, who).get("/quote/status-history", { quoteId })).json().changes.slice(-1);
      expect(await history(alice, sent)).toEqual([
        expect.objectContaining({ from: "SENT", to: "EXPIRED", source: "EXPIRY", by: null }),
      ]);
      expect(await history(alice, draft)).toEqual([
        expect.objectContaining({ from: "DRAFT", to: "EXPIRED", source: "EXPIRY", by: null }),
      ]);
      expect(await history(bob, bobs)).toEqual([expect.objectContaining({ from: "SENT", to: "EXPIRED", source: "EXPIRY" })]);
      expect((await asVendor(t, alice).get("/quote/status-history", { quoteId: later })).json().changes.at(-1).to).toBe("SENT");
    } finally {
      await jobs.stop();
    }
  });

  it("runs at start-up through pg-boss and keeps one next daily run, however many servers start", async () => {
    const overdue = await quote(alice, "2020-01-01", "SENT");
    await t.startWorkers();
    const deadline = Date.now() + 15_000;
    while ((await statusOf(overdue)) !== "EXPIRED" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(overdue)).toBe("EXPIRED");

    // A second server starting the same schedule.
    const jobs = createJobQueue(t.database.db, { pollingIntervalSeconds: 0.5 });
    try {
      await createQuoteExpiry({ db: t.database.db, jobs }).start();
      const next = nextDailyRun(new Date());
      const queued = await t.database.pool.query(
        `SELECT start_after, data FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state = 'created' AND singleton_key LIKE 'day-%'`,
        [QUOTE_EXPIRY_QUEUE],
      );
      expect(queued.rows).toHaveLength(1);
      expect(queued.rows[0].data).toEqual({ day: next.day });
      expect(new Date(queued.rows[0].start_after).toISOString()).toBe(next.at.toISOString());
    } finally {
      await jobs.stop();
    }
  });
});
