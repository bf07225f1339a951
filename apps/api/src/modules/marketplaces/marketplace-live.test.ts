import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MarketplaceBStandIn, startMarketplaceBStandIn } from "../../test/marketplace-b-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor } from "../../test/vendor-fixtures.ts";

let standB: MarketplaceBStandIn;
let t: TestApp;
let alice: ReturnType<typeof asVendor>;
let bob: ReturnType<typeof asVendor>;
let base: string;

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never: ${what}`);
}

/** The messaging stream as the browser's EventSource reads it. */
function openStream(ticket: string) {
  const received: string[] = [];
  let request: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${base}/api/messaging/stream?ticket=${encodeURIComponent(ticket)}`, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => received.push(chunk));
      resolve();
    });
    request.on("error", reject);
  });
  return {
    ready,
    text: () => received.join(""),
    close: () => (request as http.ClientRequest | null)?.destroy(),
  };
}

const counter = async (who: ReturnType<typeof asVendor>) => (await who.get("/messaging/counter")).json().counter as number;

beforeAll(async () => {
  standB = await startMarketplaceBStandIn();
  // The sync job runs every second here, as it would every few minutes in production.
  t = await createTestApp({ marketplaces: { bUrl: standB.url, syncSeconds: 1 }, jobs: { pollingIntervalSeconds: 0.5 } });
  alice = asVendor(t, await signUpVendor(t, "alice-live@exemple.fr", "Domaine Live"));
  bob = asVendor(t, await signUpVendor(t, "bob-live@exemple.fr", "Moulin Live"));
  standB.addAccount("domaine-live", "secret-live");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await t.startWorkers();
});
afterAll(async () => {
  await t.close();
  await standB.close();
});

describe("marketplace threads in the unread counter and on the live stream", () => {
  it("announces a lead the sync brings on the vendor's open stream and counts it until it is opened", async () => {
    const login = await alice.post("/messaging/marketplace-b/login", { username: "domaine-live", password: "secret-live" });
    expect(login.statusCode, login.body).toBe(200);
    expect(await counter(alice)).toBe(0);
    const aliceStream = openStream((await alice.post("/messaging/stream-ticket")).json().ticket);
    const bobStream = openStream((await bob.post("/messaging/stream-ticket")).json().ticket);
    await Promise.all([aliceStream.ready, bobStream.ready]);

    standB.addLead("domaine-live", {
      name: "Zoé Lambert",
      email: "zoe.lambert@exemple.fr",
      phone: null,
      eventDate: "2027-08-28",
      guests: 110,
      message: "Bonjour, le 28 août 2027 est-il libre ?",
    });
    // The sync job (not a request of the vendor) brings it; the open stream hears of it.
    await until(async () => aliceStream.text().includes("event: marketplace"), "the marketplace event on the stream");
    const [zoe] = (await alice.get("/messaging/marketplace-b/list")).json().conversations;
    expect(aliceStream.text()).toContain(`data: {"marketplace":"B","conversationId":"${zoe.id}"}`);
    expect(bobStream.text()).not.toContain(zoe.id);
    expect(await counter(alice)).toBe(1);
    expect(await counter(bob)).toBe(0);

    // Opened: no longer counted.
    const opened = await alice.get("/messaging/marketplace-b/conversation", { clientId: zoe.clientId, eventId: zoe.eventId });
    expect(opened.statusCode).toBe(200);
    expect(await counter(alice)).toBe(0);

    // The couple writes again on the marketplace: announced and counted again; the vendor's own reply is not.
    const remote = standB.account("domaine-live")?.leads[0];
    if (!remote) throw new Error("no stand-in lead");
    const before = aliceStream.text().split("event: marketplace").length;
    standB.addMessage(remote, "couple", "Nous pourrions venir visiter samedi.");
    await until(async () => aliceStream.text().split("event: marketplace").length > before, "the new message announced");
    expect(await counter(alice)).toBe(1);
    const sent = await alice.post("/messaging/marketplace-b/send-message", {
      clientId: zoe.clientId,
      eventId: zoe.eventId,
      body: "Avec plaisir, samedi 10 h ?",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await counter(alice)).toBe(0);

    // The counter's reset applies to marketplace threads too: an unread one from before it no longer counts.
    standB.addMessage(remote, "couple", "Parfait, à samedi.");
    await until(async () => (await counter(alice)) === 1, "the couple's answer counted");
    expect((await alice.post("/messaging/counter/reset")).statusCode).toBe(200);
    expect(await counter(alice)).toBe(0);
    aliceStream.close();
    bobStream.close();
  });
});
