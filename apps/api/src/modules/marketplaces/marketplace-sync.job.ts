import type { MarketplaceKey } from "@cortege/domain";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { MarketplacesService } from "./marketplaces.service.ts";

export const MARKETPLACE_TICK_QUEUE = "marketplace-sync-tick";
export const MARKETPLACE_SYNC_QUEUE = "marketplace-sync";

/**
 * The marketplaces' inboxes come in by themselves: a tick (a pg-boss chain keyed by its period, so that
 * several instances or restarts never tick twice) queues one job per connection whose next sync is due,
 * keyed by vendor and marketplace (one at a time per connection). Each sync writes when the next one is
 * due: `everySeconds` later, or later again after failures (backoff, Retry-After).
 */
export function createMarketplaceSyncJob({
  jobs,
  marketplaces,
  tickSeconds,
  now = () => new Date(),
}: {
  jobs: JobQueue;
  marketplaces: MarketplacesService;
  tickSeconds: number;
  now?: () => Date;
}) {
  const periodMs = tickSeconds * 1000;
  jobs.define(MARKETPLACE_TICK_QUEUE, { retryLimit: 0, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 300 });
  jobs.define(MARKETPLACE_SYNC_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 600 });

  async function queueNextTick(): Promise<void> {
    const slot = Math.floor(now().getTime() / periodMs) + 1;
    await jobs.sendOnce(
      MARKETPLACE_TICK_QUEUE,
      { slot },
      { startAfter: new Date(slot * periodMs), singletonKey: `tick-${slot}`, withinSeconds: Math.max(120, tickSeconds * 2) },
    );
  }

  return {
    async start(): Promise<void> {
      await jobs.work<{ vendorId: string; marketplace: MarketplaceKey }>(MARKETPLACE_SYNC_QUEUE, async (job) => {
        await marketplaces.runSync(job.data.vendorId, job.data.marketplace);
      });
      await jobs.work<{ slot: number }>(MARKETPLACE_TICK_QUEUE, async () => {
        try {
          for (const row of await marketplaces.due(200)) {
            await jobs.sendOnce(
              MARKETPLACE_SYNC_QUEUE,
              { vendorId: row.vendorId, marketplace: row.marketplace },
              {
                startAfter: now(),
                singletonKey: `${row.vendorId}:${row.marketplace}`,
                withinSeconds: Math.max(1, Math.floor(tickSeconds / 2)),
              },
            );
          }
        } finally {
          await queueNextTick();
        }
      });
      await queueNextTick();
    },
  };
}
