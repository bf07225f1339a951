import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import PgBoss from "pg-boss";
import * as schema from "../../db/schema/index.ts";
import type { Db } from "../db/database.ts";

/** pg-boss keeps its tables in their own schema of the application's database. */
export const JOB_SCHEMA = "pgboss";

export type QueueSettings = {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time when retryBackoff. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still active after this long (its worker died) is failed and retried. */
  expireInSeconds: number;
};

export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * A transaction on one connection that both Drizzle and pg-boss use: a job sent or cancelled in it
 * exists (or stops existing) exactly when the rows written beside it are committed.
 */
export type JobTx = { db: Db; boss: PgBoss.Db };

export type JobQueueOptions = {
  /** Seconds between two fetches of a worker (pg-boss' minimum is 0.5). */
  pollingIntervalSeconds?: number;
  log?: { error(obj: unknown, msg?: string): void };
};

export type JobQueue = ReturnType<typeof createJobQueue>;

const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/** Runs `work` in one transaction on a connection of the pool, shared by Drizzle and pg-boss. */
export async function inJobTransaction<T>(db: Db, work: (tx: JobTx) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query("BEGIN");
    const tx: JobTx = {
      db: drizzle(client, { schema }) as unknown as Db,
      boss: { executeSql: (text, values) => client.query(text, values) },
    };
    const result = await work(tx);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The durable job queue (pg-boss 10) on the application's own PostgreSQL pool. Sending needs no
 * worker: the schema and queues are created on first use. Workers run only where `work` is called
 * (the server process, or a test that starts them); any number of processes may run them, pg-boss
 * hands each job to one worker at a time.
 */
export function createJobQueue(db: Db, options: JobQueueOptions = {}) {
  const pool = poolOf(db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Cron is not used; maintenance expires the jobs of a dead worker so that they are retried.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: 30,
  });
  boss.on("error", (error) => options.log?.error({ err: error }, "job queue"));
  const queues = new Map<string, QueueSettings>();
  const working = new Set<string>();
  let starting: Promise<void> | null = null;
  let stopped = false;

  async function ready(): Promise<void> {
    if (stopped) throw new Error("job queue stopped");
    starting ??= (async () => {
      await boss.start();
      for (const [name, settings] of queues) {
        const queue = {
          name,
          // One active job per key (the task id): a stale twin never runs beside the current one.
          policy: "singleton" as const,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: settings.retryBackoff,
          expireInSeconds: settings.expireInSeconds,
        };
        // Creating is idempotent (ON CONFLICT DO NOTHING); the update applies changed settings.
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
      }
    })();
    return starting;
  }

  return {
    /** Declares a queue before first use. */
    define(name: string, settings: QueueSettings): void {
      queues.set(name, settings);
    },

    ready,

    /** Queues a job to start at `startAfter`; in `tx` when given. Answers the job id. */
    async send<T extends object>(
      name: string,
      data: T,
      at: { startAfter: Date; singletonKey: string },
      tx?: JobTx,
    ): Promise<string> {
      await ready();
      const id = await boss.send(name, data, {
        startAfter: at.startAfter,
        singletonKey: at.singletonKey,
        ...(tx ? { db: tx.boss } : {}),
      });
      if (!id) throw new Error(`job not queued on ${name}`);
      return id;
    },

    /**
     * Queues a job unless one with the same key was already queued within `withinSeconds` (by any
     * process): answers its id, or null when it was a duplicate. For schedules that several
     * servers, or several restarts, would otherwise queue twice.
     */
    async sendOnce<T extends object>(
      name: string,
      data: T,
      at: { startAfter: Date; singletonKey: string; withinSeconds: number },
    ): Promise<string | null> {
      await ready();
      return boss.send(name, data, {
        startAfter: at.startAfter,
        singletonKey: at.singletonKey,
        singletonSeconds: at.withinSeconds,
      });
    },

    /** Cancels a job that has not run yet (a finished one is left as it is). */
    async cancel(name: string, id: string, tx?: JobTx): Promise<void> {
      await ready();
      await boss.cancel(name, id, tx ? { db: tx.boss } : undefined);
    },

    /** Starts a worker on a queue: one job at a time; a handler that throws fails the try (retried). */
    async work<T extends object>(name: string, handler: (job: Job<T>) => Promise<void>): Promise<void> {
      await ready();
      working.add(name);
      await boss.work<T>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) {
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
          }
        },
      );
    },

    /** Stops fetching and waits for the jobs in progress. */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      await starting.catch(() => {});
      for (const name of working) await boss.offWork(name).catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: false });
    },
  };
}
