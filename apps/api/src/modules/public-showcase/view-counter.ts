export type ViewCount = { vendorId: string; day: string; views: number };

/**
 * Page views added up in memory and written in one statement every few seconds, so that a visit
 * never waits for a database write (a commit per view would cost the visitor a disk flush). At most
 * `intervalMs` of counts can be lost if the process dies; closing the app writes what is pending.
 */
export function createViewCounter({
  write,
  intervalMs,
  log,
}: {
  write: (counts: ViewCount[]) => Promise<void>;
  intervalMs: number;
  log: { warn: (details: object, message: string) => void };
}) {
  let pending = new Map<string, ViewCount>();
  let writing: Promise<void> = Promise.resolve();

  function add(count: ViewCount): void {
    const key = `${count.vendorId}|${count.day}`;
    const current = pending.get(key);
    if (current) current.views += count.views;
    else pending.set(key, { ...count });
  }

  /** Writes what was counted so far; calls wait for one another, so no count is written twice. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      await write(batch).catch((error: unknown) => {
        // Kept for the next attempt: the database may only be restarting.
        for (const count of batch) add(count);
        log.warn({ err: error, counts: batch.length }, "page views not written yet");
      });
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record: (vendorId: string, day: string) => add({ vendorId, day, views: 1 }),
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
