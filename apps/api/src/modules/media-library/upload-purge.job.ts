import { UPLOAD_URL_TTL_SECONDS } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import type { JobQueue, QueueSettings } from "../../platform/jobs/job-queue.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { createMediaLibraryRepository } from "./media-library.repository.ts";
import { allObjectKeys } from "./storage-keys.ts";

export const UPLOAD_PURGE_QUEUE = "media-upload-purge";
export type UploadPurgeJob = { hour: string };

export const uploadPurgeQueueSettings: QueueSettings = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 600,
};

/** A run each hour (keyed by the hour, so servers and restarts make one chain), and one at start-up. */
const EVERY_MS = 3_600_000;
const ONE_PER_KEY_SECONDS = 3_000;
const STARTUP_WINDOW_SECONDS = 60;
/** Rows handled per statement: a backlog is worked through in bounded steps. */
const BATCH = 200;

type Deps = {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  /** The clock; tests move it. */
  now?: () => Date;
  log?: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
};

const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/**
 * Uploads that were announced (an upload URL handed out, their size counted against the quota) but
 * never confirmed in time go, row and bytes, whatever the vendor does next; and the one-time upload
 * keys of confirmed files are emptied once their URL has expired (a late PUT through an old S3 URL
 * can only have written there). A pg-boss job each hour, and one at start-up.
 */
export function createUploadPurge({ db, storage, jobs, now = () => new Date(), log }: Deps) {
  const repo = createMediaLibraryRepository(db);
  jobs.define(UPLOAD_PURGE_QUEUE, uploadPurgeQueueSettings);

  async function removeKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await storage.remove(keys).catch((error: unknown) => log?.warn({ err: error, keys: keys.length }, "objects not removed"));
  }

  /** One pass at `at`; answers how many uploads were purged and upload keys emptied. */
  async function purge(at: Date = now()): Promise<{ uploads: number; uploadKeys: number }> {
    let uploads = 0;
    for (;;) {
      const rows = await repo.deleteAllExpiredPending(at, BATCH);
      if (rows.length === 0) break;
      await removeKeys(rows.flatMap((r) => allObjectKeys(r.keyPrefix, true, r.uploadKey)));
      uploads += rows.length;
      if (rows.length < BATCH) break;
    }
    let uploadKeys = 0;
    const urlsExpiredBefore = new Date(at.getTime() - UPLOAD_URL_TTL_SECONDS * 1000);
    for (;;) {
      const spent = await repo.spentUploadKeys(urlsExpiredBefore, BATCH);
      if (spent.length === 0) break;
      await removeKeys(spent.map((s) => s.uploadKey));
      await repo.forgetUploadKeys(spent.map((s) => s.id));
      uploadKeys += spent.length;
      if (spent.length < BATCH) break;
    }
    if (uploads + uploadKeys > 0) log?.info({ uploads, uploadKeys }, "unconfirmed uploads purged");
    return { uploads, uploadKeys };
  }

  async function scheduleNext(): Promise<void> {
    const at = new Date(Math.floor(now().getTime() / EVERY_MS) * EVERY_MS + EVERY_MS);
    await jobs.sendOnce(
      UPLOAD_PURGE_QUEUE,
      { hour: hourOf(at) },
      { startAfter: at, singletonKey: `hour-${hourOf(at)}`, withinSeconds: ONE_PER_KEY_SECONDS },
    );
  }

  return {
    purge,

    /** The worker, a run now and the next hourly one. */
    async start(): Promise<void> {
      await jobs.work<UploadPurgeJob>(UPLOAD_PURGE_QUEUE, async () => {
        await purge();
        await scheduleNext();
      });
      const startedAt = now();
      await jobs.sendOnce(
        UPLOAD_PURGE_QUEUE,
        { hour: hourOf(startedAt) },
        { startAfter: startedAt, singletonKey: "startup", withinSeconds: STARTUP_WINDOW_SECONDS },
      );
      await scheduleNext();
    },
  };
}
export type UploadPurge = ReturnType<typeof createUploadPurge>;
