import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { asVendor, signUpVendor, type VendorSession } from "../../test/vendor-fixtures.ts";

let t: TestApp;
let alice: VendorSession;
let bob: VendorSession;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpVendor(t, "alice-stream@exemple.fr", "Château Alice");
  bob = await signUpVendor(t, "bob-stream@exemple.fr", "Moulin Bob");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

/** Opens the stream as a browser's EventSource does, collecting what arrives. */
function openStream(ticket: string) {
  const received: string[] = [];
  let status = 0;
  let request: http.ClientRequest | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(`${base}/api/messaging/stream?ticket=${encodeURIComponent(ticket)}`, (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => received.push(chunk));
      resolve();
    });
    request.on("error", reject);
  });
  return {
    ready,
    received,
    status: () => status,
    close: () => (request as http.ClientRequest | null)?.destroy(),
    async waitFor(text: string, ms = 5000) {
      const until = Date.now() + ms;
      while (!received.join("").includes(text)) {
        if (Date.now() > until) throw new Error(`not received: ${text}\n${received.join("")}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

async function ticketOf(who: VendorSession) {
  const res = await asVendor(t, who).post("/messaging/stream-ticket");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
}

describe("messaging live stream", () => {
  it("delivers a message sent by another request to the vendor's open stream, and not to another vendor's", async () => {
    const a = asVendor(t, alice);
    const aliceStream = openStream(await ticketOf(alice));
    const bobStream = openStream(await ticketOf(bob));
    await Promise.all([aliceStream.ready, bobStream.ready]);
    expect(aliceStream.status()).toBe(200);
    await aliceStream.waitFor("retry:");
    await bobStream.waitFor("retry:");

    const client = await a.post("/client/individual/create", {
      contacts: [{ firstname: "Léa", lastname: "Roy", email: "lea.roy@exemple.fr", phone: "0612345678" }],
    });
    const sent = await a.post("/messaging/send-message", { clientId: client.json().clientId, body: "Bonjour Léa" });
    expect(sent.statusCode, sent.body).toBe(200);
    const conversationId = sent.json().conversation.id as string;

    await aliceStream.waitFor(`"conversationId":"${conversationId}"`);
    expect(aliceStream.received.join("")).toContain("event: message");
    // Bob's stream is open on the same instance: give the notification time to have reached it, if it were to.
    await new Promise((r) => setTimeout(r, 300));
    expect(bobStream.received.join("")).not.toContain(conversationId);
    aliceStream.close();
    bobStream.close();
  });

  it("refuses a missing, forged or other vendor's tampered ticket", async () => {
    const good = await ticketOf(alice);
    const forged = good.replace(alice.vendorId, bob.vendorId);
    for (const ticket of ["", "abc", forged]) {
      const stream = openStream(ticket);
      await stream.ready;
      expect(stream.status()).toBe(404);
      stream.close();
    }
  });
});
