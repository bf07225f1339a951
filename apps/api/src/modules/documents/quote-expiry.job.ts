import { addDays, documentStatuses, expiredStatus, normalizeDocumentStatus, parisDateOf, parisInstantOf } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import type { JobQueue, QueueSettings } from "../../platform/jobs/job-queue.ts";
import { createStatusHistoryRepository } from "./document-status-history.repository.ts";
import { createDocumentsRepository } from "./documents.repository.ts";

export const QUOTE_EXPIRY_QUEUE = "quote-expiry";
export type QuoteExpiryJob = { day: string };

export const quoteExpiryQueueSettings: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** The daily run, a few minutes after midnight in Paris (the vendors' calendar day). */
const RUN_AT = { hour: 0, minute: 5 };
/**
 * One queued run per day within pg-boss' throttling slot (12 h at most, its archive interval). The
 * daily runs all queue the next one at the same time of day, so they fall in one slot and collapse
 * to one chain; servers started in another slot may add a twin for one day, harmless as a run
 * changes nothing the second time.
 */
const ONE_PER_KEY_SECONDS = 43_200;
/** The run at start-up: at most one per minute, however many servers start together. */
const STARTUP_WINDOW_SECONDS = 60;

/** The calendar day in Paris (YYYY-MM-DD) at `instant`. */
export const parisDay = (instant: Date): string => parisDateOf(instant.toISOString());

/** The instant of `hour:minute` in Paris on `day`, whatever the daylight saving time then. */
export const parisInstant = (day: string, hour: number, minute: number): Date => new Date(parisInstantOf(day, hour, minute));

/** The next daily run after `now`: tomorrow's 00:05 in Paris (today's, when it is not yet past). */
export function nextDailyRun(now: Date): { day: string; at: Date } {
  const today = parisDay(now);
  const todayRun = parisInstant(today, RUN_AT.hour, RUN_AT.minute);
  const day = todayRun.getTime() > now.getTime() ? today : addDays(today, 1);
  return { day, at: parisInstant(day, RUN_AT.hour, RUN_AT.minute) };
}

/** The statuses the domain's rule expires once the validity date is past (DRAFT, SENT), for one UPDATE. */
export const expirableStatuses = documentStatuses.filter(
  (s) => expiredStatus("QUOTE", s, "2000-01-01", "2000-01-02") === "EXPIRED",
);

type Deps = {
  db: Db;
  jobs: JobQueue;
  /** The clock; tests move it. */
  now?: () => Date;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

/**
 * Quotes past their validity date become EXPIRED (issue 7 §3): a pg-boss job each day at 00:05 in
 * Paris, and one at start-up, so that a server stopped at midnight catches up. Each run queues the
 * next day's, keyed by that day, so several servers or restarts never make two chains.
 */
export function createQuoteExpiry({ db, jobs, now = () => new Date(), log }: Deps) {
  const repo = createDocumentsRepository(db);
  const history = createStatusHistoryRepository();
  jobs.define(QUOTE_EXPIRY_QUEUE, quoteExpiryQueueSettings);

  async function scheduleNext(): Promise<void> {
    const next = nextDailyRun(now());
    await jobs.sendOnce(
      QUOTE_EXPIRY_QUEUE,
      { day: next.day },
      { startAfter: next.at, singletonKey: `day-${next.day}`, withinSeconds: ONE_PER_KEY_SECONDS },
    );
  }

  /** Expires what is past on the Paris calendar day of `now`; answers how many quotes. */
  async function expireDue(): Promise<number> {
    const count = await repo.transaction(async (tx) => {
      const expired = await repo.expireQuotes(tx, parisDay(now()), expirableStatuses);
      // Recorded in the history as the daily job's (no user).
      for (const q of expired) {
        await history.record(tx, q.vendorId, [
          { documentId: q.id, userId: null, from: normalizeDocumentStatus(q.from), to: "EXPIRED", source: "EXPIRY" },
        ]);
      }
      return expired.length;
    });
    if (count > 0) log?.info({ count }, "quotes expired");
    return count;
  }

  return {
    expireDue,

    /** The worker, a run now and the next daily one. */
    async start(): Promise<void> {
      await jobs.work<QuoteExpiryJob>(QUOTE_EXPIRY_QUEUE, async () => {
        await expireDue();
        await scheduleNext();
      });
      const startedAt = now();
      await jobs.sendOnce(
        QUOTE_EXPIRY_QUEUE,
        { day: parisDay(startedAt) },
        {
          startAfter: startedAt,
          singletonKey: "startup",
          withinSeconds: STARTUP_WINDOW_SECONDS,
        },
      );
      await scheduleNext();
    },
  };
}
export type QuoteExpiry = ReturnType<typeof createQuoteExpiry>;
