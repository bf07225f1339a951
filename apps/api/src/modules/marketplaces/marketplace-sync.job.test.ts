import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceConnections } from "../../db/schema/index.ts";
import { type MarketplaceAStandIn, startMarketplaceAStandIn } from "../../test/marketplace-a-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";
import { nextSyncDelaySeconds } from "./marketplaces.service.ts";

let standA: MarketplaceAStandIn;
let t: TestApp;
let alice: ReturnType<typeof asVendor>;
let vendorId: string;

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never: ${what}`);
}

beforeAll(async () => {
  standA = await startMarketplaceAStandIn();
  t = await createTestApp({
    marketplaces: { aUrl: standA.url, syncSeconds: 1 },
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  const who = await signUpVendor(t, "alice-sync@exemple.fr", "Domaine Sync");
  vendorId = who.vendorId;
  alice = asVendor(t, who);
  standA.addAccount("sync@domaine.fr", "secret");
  await t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await standA.close();
});

describe("marketplace sync job (pg-boss)", () => {
  it("brings a new lead in by itself after the connection", async () => {
    expect(
      (await alice.post("/messaging/marketplace-a/login", { username: "sync@domaine.fr", password: "secret" })).statusCode,
    ).toBe(200);
    expect((await alice.get("/messaging/marketplace-a/list")).json().conversations).toEqual([]);
    standA.addLead("sync@domaine.fr", {
      name: "Nina Roche",
      email: "nina@exemple.fr",
      phone: null,
      eventDate: "2027-09-18",
      guests: 95,
      message: "Bonjour, le 18 septembre est-il libre ?",
    });
    const [nina] = await until(async () => {
      const list = (await alice.get("/messaging/marketplace-a/list")).json().conversations;
      return list.length > 0 ? list : null;
    }, "the lead synced");
    expect(nina).toMatchObject({ name: "Nina Roche", eventDate: "2027-09-18", numberOfGuests: 95 });
    expect((await alice.get("/event", { eventId: nina.eventId })).json().status).toBe("REQUEST_RECEIVED");
  });

  it("waits the marketplace's Retry-After before syncing again", async () => {
    standA.rateLimit(1000, 600);
    const row = await until(async () => {
      const [r] = await t.database.db.select().from(marketplaceConnections).where(eq(marketplaceConnections.vendorId, vendorId));
      return r && r.failures > 0 ? r : null;
    }, "a failed sync");
    expect(row.lastError).toBe("La marketplace limite les requêtes : réessayez dans quelques minutes.");
    expect(row.nextSyncAt.getTime() - Date.now()).toBeGreaterThan(500_000);
    standA.rateLimit(0);
  });

  it("backs off: twice the wait per failure in a row, at most an hour", () => {
    expect(nextSyncDelaySeconds(300, 0, null)).toBe(300);
    expect(nextSyncDelaySeconds(300, 1, null)).toBe(600);
    expect(nextSyncDelaySeconds(300, 2, null)).toBe(1200);
    expect(nextSyncDelaySeconds(300, 8, null)).toBe(3600);
    expect(nextSyncDelaySeconds(300, 1, 900)).toBe(900);
  });
});
