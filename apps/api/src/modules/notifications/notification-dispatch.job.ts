import type { Db } from "../../platform/db/database.ts";
import type { JobQueue, QueueSettings } from "../../platform/jobs/job-queue.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import { notificationMail } from "./notification-mail.ts";
import { createNotificationsRepository, type PendingDelivery } from "./notifications.repository.ts";
import type { PushSender } from "./push-sender.ts";

export const NOTIFICATION_DISPATCH_QUEUE = "notification-dispatch";
const settings: QueueSettings = { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 };
/** The nudge's wait: the notifying transaction commits meanwhile. */
const NUDGE_DELAY_MS = 250;
/** Tries of one delivery before it is given up (then marked failed). */
const MAX_ATTEMPTS = 6;
const retryAt = (now: Date, attempts: number) =>
  attempts + 1 >= MAX_ATTEMPTS ? null : new Date(now.getTime() + 30_000 * 2 ** attempts);

type Deps = {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** The e-mail addresses and push-endpoint owners of a vendor: its members. */
  memberIds: (vendorId: string) => Promise<string[]>;
  emailOf: (userId: string) => Promise<string | null>;
  /** null when push is not configured (no VAPID keys): push deliveries are then skipped. */
  push: PushSender | null;
  /** The address links in e-mails start with. */
  appUrl: string;
  /** Seconds between two passes of the relay. */
  intervalSeconds?: number;
  now?: () => Date;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
};

/**
 * The relay of the outbox: a pg-boss job every few seconds (one chain, however many servers) that
 * sends the pending e-mails (one digest per vendor once its window is over) and push messages. Rows
 * are locked with SKIP LOCKED, so two servers passing at once never send one delivery twice.
 */
export function createNotificationDispatch({
  db,
  jobs,
  mailer,
  memberIds,
  emailOf,
  push,
  appUrl,
  intervalSeconds = 5,
  now = () => new Date(),
  log,
}: Deps) {
  const repo = createNotificationsRepository(db);
  jobs.define(NOTIFICATION_DISPATCH_QUEUE, settings);

  async function recipientsOf(vendorId: string): Promise<string[]> {
    const emails = await Promise.all((await memberIds(vendorId)).map((id) => emailOf(id).catch(() => null)));
    return [...new Set(emails.filter((e): e is string => Boolean(e)))];
  }

  async function sendEmails(vendorId: string): Promise<number> {
    return repo.transaction(async (tx) => {
      const at = now();
      const pending = await repo.lockPendingEmails(tx, vendorId, at);
      if (pending.length === 0) return 0;
      const ids = pending.map((p) => p.id);
      try {
        const to = await recipientsOf(vendorId);
        for (const address of to) await mailer.send(notificationMail(address, pending, appUrl));
        await repo.markDelivered(tx, ids, to.length > 0 ? "sent" : "skipped", at);
        return pending.length;
      } catch (error) {
        log?.error({ err: error, vendorId }, "notification e-mail failed");
        await repo.markFailed(tx, ids, String((error as Error).message ?? error), retryAt(at, pending[0]?.attempts ?? 0));
        return 0;
      }
    });
  }

  async function sendPush(d: PendingDelivery, at: Date): Promise<"sent" | "skipped" | { error: string }> {
    if (!push) return "skipped";
    const endpoints = await repo.endpointsOf(await memberIds(d.vendorId));
    if (endpoints.length === 0) return "skipped";
    let sent = 0;
    let lastError: string | null = null;
    for (const e of endpoints) {
      const result = await push(e, { title: d.subject, body: d.message, url: d.url, id: d.notificationId });
      if (result === "sent") sent++;
      else if (result === "gone") await repo.deleteEndpointById(e.id);
      else lastError = result.error;
    }
    if (sent === 0 && lastError) return { error: lastError };
    void at;
    return sent > 0 ? "sent" : "skipped";
  }

  /** One pass: the due e-mail digests and push messages. Answers how many deliveries were made. */
  async function dispatchDue(): Promise<{ email: number; push: number }> {
    let email = 0;
    for (const vendorId of await repo.vendorsWithDueEmail(now())) email += await sendEmails(vendorId);
    const pushed = await repo.transaction(async (tx) => {
      const at = now();
      const due = await repo.lockDuePush(tx, at);
      let count = 0;
      for (const d of due) {
        const result = await sendPush(d, at);
        if (typeof result === "string") {
          await repo.markDelivered(tx, [d.id], result, at);
          if (result === "sent") count++;
        } else {
          await repo.markFailed(tx, [d.id], result.error, retryAt(at, d.attempts));
        }
      }
      return count;
    });
    if (email + pushed > 0) log?.info({ email, push: pushed }, "notifications delivered");
    return { email, push: pushed };
  }

  async function scheduleNext(): Promise<void> {
    const at = new Date(now().getTime() + intervalSeconds * 1000);
    const slot = Math.floor(at.getTime() / (intervalSeconds * 1000));
    await jobs.sendOnce(
      NOTIFICATION_DISPATCH_QUEUE,
      { slot },
      { startAfter: at, singletonKey: `tick-${slot}`, withinSeconds: intervalSeconds },
    );
  }

  return {
    dispatchDue,
    /**
     * A pass soon (after the caller's transaction has committed, a quarter of a second later), one per second
     * however many notifications are queued meanwhile; the regular passes go on.
     */
    async nudge(): Promise<void> {
      const at = new Date(now().getTime() + NUDGE_DELAY_MS);
      const second = Math.floor(at.getTime() / 1000);
      await jobs.sendOnce(
        NOTIFICATION_DISPATCH_QUEUE,
        { nudge: second },
        { startAfter: at, singletonKey: `nudge-${second}`, withinSeconds: 1 },
      );
    },
    async start(): Promise<void> {
      await jobs.work(NOTIFICATION_DISPATCH_QUEUE, async () => {
        try {
          await dispatchDue();
        } finally {
          // The chain goes on even after a failed pass; pg-boss retries the failed one.
          await scheduleNext();
        }
      });
      await scheduleNext();
    },
  };
}
export type NotificationDispatch = ReturnType<typeof createNotificationDispatch>;
