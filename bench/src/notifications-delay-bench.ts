import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startPushServiceStandIn } from "../../apps/api/src/test/push-service-stand-in.ts";
import { startSmtpTestServer } from "../../apps/api/src/test/smtp-test-server.ts";
import { appendResults, delayRow, until } from "./delay-runs.ts";
import { demoLogin, vendorCalls } from "./demo-login.ts";
import { startServer } from "./server-process.ts";

/**
 * Issue 21: the delay from a trigger to its delivery, per channel. The production server (demo account), its
 * e-mail through SMTP_URL to a local SMTP server, its push messages to the local push service stand-in (VAPID
 * checked, payload decrypted; trusted through NODE_EXTRA_CA_CERTS). The demo vendor registers a device and
 * asks for e-mails at once (no grouping window); then, ROUNDS times, an appointment is scheduled through the API
 * (« Rendez-vous planifié », written in the appointment's transaction) and timed until:
 * - in the app: GET notifications lists it;
 * - push: the push service has taken the message;
 * - e-mail: the SMTP server has taken the message.
 * Appends a section to bench/results.md. `npm run notifications-delay -w @cortege/bench`.
 */
const ROUNDS = Number(process.env.BENCH_NOTIFICATION_ROUNDS ?? 20);
const POLL_MS = 10;

const waitFor = (check: () => Promise<boolean> | boolean) => until(check, POLL_MS);

async function main() {
  const loadBefore = fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  const certificateDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-push-bench-"));
  const push = await startPushServiceStandIn({ certificateDir });
  const smtp = await startSmtpTestServer();
  const server = await startServer({
    env: { SMTP_URL: smtp.url, NODE_EXTRA_CA_CERTS: path.join(certificateDir, "cert.pem") },
  });
  const base = `http://127.0.0.1:${server.port}/api`;
  try {
    const { auth, vendorId, userId } = await demoLogin(base, server.demoPassword);
    const { get, post } = vendorCalls(base, auth, vendorId);

    // A device, as the browser registers it; e-mails at once.
    const { publicKey } = (await get("notifications/notification-endpoints/vapid-public-key")) as { publicKey: string };
    const device = push.subscribe(publicKey);
    await post("notifications/notification-endpoints/register", {
      userId,
      endpoint: device.endpoint,
      keys: device.keys,
      userAgent: "bench",
    });
    const { id: _id, vendorId: _v, ...settings } = (await get("notifications/vendors/settings")) as Record<string, unknown>;
    await post("notifications/vendors/settings/update", { ...settings, preferences: { emailDigestMinutes: 0 } });

    // A digest carries several notifications (the demo's own, still in their window, leave with the first one).
    const mailTexts: string[] = [];
    let read = 0;
    const readMail = async () => {
      while (read < smtp.received.length) {
        const m = smtp.received[read++];
        if (m) mailTexts.push((await simpleParser(m.data)).text ?? "");
      }
    };
    const delays = { inApp: [] as number[], push: [] as number[], email: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const title = `Visite bench ${i}`;
      const subject = `Rendez-vous planifié : ${title}`;
      const day = `2027-04-${String((i % 28) + 1).padStart(2, "0")}`;
      const started = performance.now();
      await post("calendar/events/create", {
        title,
        startTime: `${day}T09:00:00.000Z`,
        endTime: `${day}T10:00:00.000Z`,
        emails: [],
      });
      const pending = { inApp: true, push: true, email: true };
      await waitFor(async () => {
        const now = performance.now() - started;
        if (pending.inApp) {
          const listed = (await get("notifications/vendors/notifications", { limit: "5" })) as {
            notifications: { subject: string }[];
          };
          if (listed.notifications.some((n) => n.subject === subject)) {
            delays.inApp.push(now);
            pending.inApp = false;
          }
        }
        if (pending.push && push.received.some((r) => (JSON.parse(r.payload) as { title: string }).title === subject)) {
          delays.push.push(performance.now() - started);
          pending.push = false;
        }
        if (pending.email) {
          await readMail();
          if (mailTexts.some((text) => text.includes(`• ${subject}\n`))) {
            delays.email.push(performance.now() - started);
            pending.email = false;
          }
        }
        return !pending.inApp && !pending.push && !pending.email;
      }).catch((error: unknown) => {
        throw new Error(`${subject}: not delivered ${JSON.stringify(pending)} (${String(error)})`);
      });
    }
    const load = `${loadBefore} before, ${fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0]} after`;
    const row = (label: string, values: number[]) => delayRow(label, values);
    appendResults([
      "",
      `## Notification delay, trigger → delivery per channel (issue 21) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
      "",
      "`npm run notifications-delay -w @cortege/bench`: the production server (demo account), e-mail through SMTP_URL to a",
      "local SMTP server (apps/api/src/test/smtp-test-server.ts), push to the local push service stand-in (VAPID checked,",
      "aes128gcm decrypted). Trigger: an appointment scheduled through the API (« Rendez-vous planifié », written in its",
      "transaction with its outbox rows); e-mails set to leave at once (no grouping window). Timed from the request until the",
      `notification is listed / the push service took the message / the SMTP server took the e-mail. Polled every ${POLL_MS} ms;`,
      `${ROUNDS} rounds; shared 2-core machine, 1-min load ${load}.`,
      "",
      "| channel | n | p50 ms | p95 ms | max ms |",
      "| --- | ---: | ---: | ---: | ---: |",
      row("in the app (list, bell within its 10 s refresh)", delays.inApp),
      row("push (at the push service)", delays.push),
      row("e-mail (at the SMTP server)", delays.email),
      "",
      "E-mail and push leave with the outbox relay: a pg-boss job every 5 s, and one queued 250 ms after a notification is",
      "written (the nudge); pg-boss fetches jobs every 2 s, which is most of the delay left. With the default grouping",
      "window (5 min) an e-mail waits for it; the bell reads the count every 10 s (like the messages counter).",
      "",
    ]);
  } finally {
    await server.stop();
    await push.close();
    await smtp.close();
    fs.rmSync(certificateDir, { recursive: true, force: true });
  }
}

await main();
