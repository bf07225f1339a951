import { addDays, type DueNotification, parisDateOf, parisInstantOf } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import type { JobQueue, QueueSettings } from "../../platform/jobs/job-queue.ts";
import type { Notify } from "./notifications.service.ts";

export const NOTIFICATION_DAILY_QUEUE = "notification-daily";
const settings: QueueSettings = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600 };
/** 07:00 in Paris: the vendor's morning, not a push at midnight. */
const RUN_AT = { hour: 7, minute: 0 };
/** One queued run per day however many servers queue it (pg-boss' throttling slot, as the quote expiry). */
const ONE_PER_KEY_SECONDS = 43_200;
const STARTUP_WINDOW_SECONDS = 60;

/** A module's date-based notifications on a Paris calendar day (documents, tasks, events, appointments). */
export type DueSource = (day: string) => Promise<DueNotification[]>;

type Deps = {
  db: Db;
  jobs: JobQueue;
  notify: Notify;
  sources: readonly DueSource[];
  /**
   * Test-only (NOTIFICATIONS_DAILY_EVERY_SECONDS, the e2e server): the same run also every this many
   * seconds, so that a journey sees what falls due today without waiting for 07:00. Never twice still
   * holds: each notification carries its dedupe key.
   */
  everySeconds?: number | undefined;
  now?: () => Date;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

export function nextNotificationRun(now: Date): { day: string; at: Date } {
  const today = parisDateOf(now.toISOString());
  const todayRun = new Date(parisInstantOf(today, RUN_AT.hour, RUN_AT.minute));
  const day = todayRun.getTime() > now.getTime() ? today : addDays(today, 1);
  return { day, at: new Date(parisInstantOf(day, RUN_AT.hour, RUN_AT.minute)) };
}

/**
 * The date-based kinds (a deadline near, a date passed): a pg-boss job each morning in Paris, and
 * one at start-up so that a server stopped at that hour catches up. A notification is written with
 * its dedupe key (kind:subject:date, unique per vendor in the table): the second run of a day, a
 * restart or a second server changes nothing.
 */
export function createNotificationDaily({ db, jobs, notify, sources, everySeconds, now = () => new Date(), log }: Deps) {
  jobs.define(NOTIFICATION_DAILY_QUEUE, settings);

  /** Gives what is due on today's Paris day; answers how many notifications were new. */
  async function runDue(): Promise<number> {
    const day = parisDateOf(now().toISOString());
    let created = 0;
    for (const source of sources) {
      for (const due of await source(day)) {
        // One transaction per notification: one vendor's failure never holds back the others'.
        try {
          const id = await db.transaction((tx) => notify(tx, { ...due }));
          if (id) created++;
        } catch (error) {
          log?.error({ err: error, kind: due.kind, vendorId: due.vendorId }, "daily notification failed");
        }
      }
    }
    if (created > 0) log?.info({ created, day }, "daily notifications");
    return created;
  }

  async function scheduleNext(): Promise<void> {
    const next = nextNotificationRun(now());
    await jobs.sendOnce(
      NOTIFICATION_DAILY_QUEUE,
      { day: next.day },
      { startAfter: next.at, singletonKey: `day-${next.day}`, withinSeconds: ONE_PER_KEY_SECONDS },
    );
  }

  /** The test schedule's next tick: one job per slot however many servers queue it. */
  async function scheduleTick(): Promise<void> {
    if (!everySeconds) return;
    const at = new Date(now().getTime() + everySeconds * 1000);
    const slot = Math.floor(at.getTime() / (everySeconds * 1000));
    await jobs.sendOnce(
      NOTIFICATION_DAILY_QUEUE,
      { day: parisDateOf(at.toISOString()), tick: slot },
      { startAfter: at, singletonKey: `tick-${slot}`, withinSeconds: everySeconds },
    );
  }

  return {
    runDue,
    async start(): Promise<void> {
      await jobs.work<{ day: string; tick?: number }>(NOTIFICATION_DAILY_QUEUE, async (job) => {
        try {
          await runDue();
          await scheduleNext();
        } finally {
          // The test schedule's chain goes on even after a failed run.
          if (job.data.tick !== undefined) await scheduleTick();
        }
      });
      const startedAt = now();
      await jobs.sendOnce(
        NOTIFICATION_DAILY_QUEUE,
        { day: parisDateOf(startedAt.toISOString()) },
        { startAfter: startedAt, singletonKey: "startup", withinSeconds: STARTUP_WINDOW_SECONDS },
      );
      await scheduleNext();
      await scheduleTick();
    },
  };
}
