import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { GoogleSyncService } from "./google-sync.service.ts";

export const GOOGLE_SYNC_QUEUE = "google-calendar-sync";
const EVERY_MS = 60_000;

/**
 * Google's changes reach Cortège within a minute: a pg-boss chain that runs each minute and queues the
 * next, keyed by its minute, so that several API instances or restarts never run one minute twice.
 */
export function createGoogleSyncJob({
  jobs,
  google,
  now = () => new Date(),
}: {
  jobs: JobQueue;
  google: GoogleSyncService;
  now?: () => Date;
}) {
  jobs.define(GOOGLE_SYNC_QUEUE, { retryLimit: 0, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 300 });
  async function queueNext(): Promise<void> {
    const minute = Math.floor(now().getTime() / EVERY_MS) + 1;
    await jobs.sendOnce(
      GOOGLE_SYNC_QUEUE,
      { minute },
      { startAfter: new Date(minute * EVERY_MS), singletonKey: `minute-${minute}`, withinSeconds: 120 },
    );
  }
  return {
    async start(): Promise<void> {
      await jobs.work<{ minute: number }>(GOOGLE_SYNC_QUEUE, async () => {
        try {
          await google.syncAll();
        } finally {
          await queueNext();
        }
      });
      await queueNext();
    },
  };
}
