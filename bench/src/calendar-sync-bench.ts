import fs from "node:fs";
import { startGoogleStandIn } from "../../apps/api/src/test/google-stand-in.ts";
import { appendResults, delayRow, until } from "./delay-runs.ts";
import { demoLogin, vendorCalls } from "./demo-login.ts";
import { freePort, startServer } from "./server-process.ts";

/**
 * Issue 18: how long a change takes to cross between Cortège and Google, both ways, against the local
 * stand-in of Google (OAuth 2, Calendar v3 with push channels). The production server with the demo
 * account links Google as a browser would, then:
 * - Google → Cortège: an event inserted / changed / deleted "in Google" until GET calendar/google-events
 *   shows it (the push channel's notification triggers the pull);
 * - Cortège → Google: an appointment created / updated / deleted through the API until the stand-in has it.
 * Bounded: ROUNDS changes each way. Appends a section to bench/results.md. `npm run calendar-sync -w @cortege/bench`.
 */
const ROUNDS = Number(process.env.BENCH_CALENDAR_ROUNDS ?? 20);
const POLL_MS = 10;

const waitFor = (check: () => Promise<boolean> | boolean) => until(check, POLL_MS);

async function main() {
  const loadBefore = fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  const google = await startGoogleStandIn();
  const port = await freePort();
  const server = await startServer({
    port,
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_OAUTH_URL: google.oauthUrl,
      GOOGLE_API_URL: google.apiUrl,
      GOOGLE_PUSH_URL: `http://127.0.0.1:${port}/api/calendar/google/notifications`,
    },
  });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    const { auth, vendorId } = await demoLogin(base, server.demoPassword);
    const { get, post } = vendorCalls(base, auth, vendorId);

    // Link as the browser does: consent address, the stand-in's redirect, our callback; then choose the calendar.
    const { url } = (await get("vendor/google-auth")) as { url: string };
    const approved = await fetch(url, { redirect: "manual" });
    await fetch(approved.headers.get("location") as string, { redirect: "manual" });
    await post("vendor/select-google-calendar", { calendarId: "primary-cal" });

    const range = { timeMin: "2027-01-01T00:00:00.000Z", timeMax: "2028-01-01T00:00:00.000Z" };
    const listed = async () => ((await get("calendar/google-events", range)) as { events: { summary: string }[] }).events;
    const fromGoogle = { create: [] as number[], update: [] as number[], delete: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const day = `2027-03-${String((i % 28) + 1).padStart(2, "0")}`;
      let started = performance.now();
      const event = google.asUser.insert("primary-cal", {
        summary: `Bench ${i}`,
        start: { dateTime: `${day}T09:00:00Z` },
        end: { dateTime: `${day}T10:00:00Z` },
      });
      await waitFor(async () => (await listed()).some((e) => e.summary === `Bench ${i}`));
      fromGoogle.create.push(performance.now() - started);
      started = performance.now();
      google.asUser.patch("primary-cal", event.id, { summary: `Bench ${i} modifié` });
      await waitFor(async () => (await listed()).some((e) => e.summary === `Bench ${i} modifié`));
      fromGoogle.update.push(performance.now() - started);
      started = performance.now();
      google.asUser.remove("primary-cal", event.id);
      await waitFor(async () => !(await listed()).some((e) => e.summary.startsWith(`Bench ${i} `)));
      fromGoogle.delete.push(performance.now() - started);
    }

    const inGoogle = (summary: string) =>
      [...(google.calendars.get("primary-cal")?.events.values() ?? [])].find((e) => e.summary === summary);
    const toGoogle = { create: [] as number[], update: [] as number[], delete: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      const day = `2027-05-${String((i % 28) + 1).padStart(2, "0")}`;
      const fields = { startTime: `${day}T09:00:00.000Z`, endTime: `${day}T10:00:00.000Z`, emails: [] };
      let started = performance.now();
      const created = (await post("calendar/events/create", { title: `Rdv ${i}`, ...fields })) as { eventId: string };
      await waitFor(() => inGoogle(`Rdv ${i}`)?.status === "confirmed");
      toGoogle.create.push(performance.now() - started);
      started = performance.now();
      await post("calendar/events/update", { eventId: created.eventId, title: `Rdv ${i} modifié`, ...fields });
      await waitFor(() => inGoogle(`Rdv ${i} modifié`) !== undefined);
      toGoogle.update.push(performance.now() - started);
      started = performance.now();
      await post("calendar/events/delete", { eventId: created.eventId });
      await waitFor(() => inGoogle(`Rdv ${i} modifié`)?.status === "cancelled");
      toGoogle.delete.push(performance.now() - started);
    }
    const load = `${loadBefore} before, ${fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0]} after`;
    const row = (label: string, values: number[]) => delayRow(label, values, 1);
    appendResults([
      "",
      `## Calendar sync delay, both ways (issue 18) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
      "",
      "`npm run calendar-sync -w @cortege/bench`: the production server (demo account), calling Google through the official",
      "libraries (google-auth-library 10.5.0, @googleapis/calendar 16.0.0), linked through OAuth to the local",
      "Google stand-in (apps/api/src/test/google-stand-in.ts), push channel on (GOOGLE_PUSH_URL). Google → Cortège: a change",
      "made in the stand-in until `GET /api/calendar/google-events` lists it (push notification → incremental pull with the",
      "sync token). Cortège → Google: an appointment saved through the API until the stand-in holds it (the push to Google",
      `happens inside the save). Polled every ${POLL_MS} ms; ${ROUNDS} rounds each; shared 2-core machine, 1-min load ${load}.`,
      "",
      "| change | n | p50 ms | p95 ms | max ms |",
      "| --- | ---: | ---: | ---: | ---: |",
      row("Google → Cortège, created", fromGoogle.create),
      row("Google → Cortège, changed", fromGoogle.update),
      row("Google → Cortège, deleted", fromGoogle.delete),
      row("Cortège → Google, created", toGoogle.create),
      row("Cortège → Google, changed", toGoogle.update),
      row("Cortège → Google, deleted", toGoogle.delete),
      "",
      "On screen, /agenda asks for Google's events every 20 s (and on focus), so a Google change is visible within the",
      "delay above plus at most 20 s. Without a push channel (no public GOOGLE_PUSH_URL) the pull runs every minute: up",
      "to 60 s plus the pull (not measured here). A Cortège change is in Google when the save answers.",
      "",
    ]);
  } finally {
    await server.stop();
    await google.close();
  }
}

await main();
