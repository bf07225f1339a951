import {
  type NotificationCreate,
  type NotificationEndpointRegister,
  type NotificationFacts,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationSettingsUpdate,
  notificationErrorCodes,
  notificationMessages,
  notificationText,
} from "@cortege/domain";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { AppError, notFound } from "../../platform/errors/app-error.ts";
import { createNotificationsRepository, type DeliveryChannel } from "./notifications.repository.ts";

/** What a module tells the notifications service, inside its own transaction. */
export type NotifyInput = {
  vendorId: string;
  kind: NotificationKind;
  /** The facts the French texts are written from (notificationText), or the texts themselves. */
  facts?: NotificationFacts;
  subject?: string;
  message?: string;
  /** An app path (navigates in place) or an http(s) address (new tab), part 2 §2. */
  url?: string | null;
  /** Date-based kinds: one notification per key and vendor, ever (the daily job's runs and twins). */
  dedupeKey?: string | null;
};

type Deps = {
  db: Db;
  /** The clock; tests move it. */
  now?: () => Date;
  /** Told after a commit that something waits to be delivered (the dispatcher's nudge); optional. */
  onQueued?: () => void;
};

/**
 * The notifications service of part 2 §7: notifications, settings and push endpoints. Other modules
 * call `notify(tx, …)` in the transaction that changes their state (the outbox pattern): the
 * notification and its deliveries (e-mail, push) exist exactly when that change is committed, and
 * the dispatcher (notification-dispatch.job.ts) delivers them.
 */
export function createNotificationsService({ db, now = () => new Date(), onQueued }: Deps) {
  const repo = createNotificationsRepository(db);
  const missing = () => notFound(notificationMessages.notificationNotFound);

  /** Answers the notification id, or null when the vendor wants none of this kind or it was already sent. */
  async function notify(tx: DbOrTx, input: NotifyInput): Promise<string | null> {
    const settings = await repo.settings(input.vendorId, tx);
    if (!settings.eventTypes.includes(input.kind)) return null;
    if (!settings.inAppEnabled && !settings.emailEnabled && !settings.pushEnabled) return null;
    const text = input.facts
      ? notificationText(input.kind, input.facts)
      : { subject: input.subject ?? "", message: input.message ?? "" };
    const at = now();
    const id = await repo.insert(tx, {
      vendorId: input.vendorId,
      kind: input.kind,
      subject: (input.subject ?? text.subject).slice(0, 200),
      message: (input.message ?? text.message).slice(0, 2000),
      url: input.url ?? null,
      inApp: settings.inAppEnabled,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: at,
    });
    if (!id) return null;
    const deliveries: { channel: DeliveryChannel; notBefore: Date }[] = [];
    if (settings.emailEnabled) {
      // The digest window: what else arrives meanwhile goes out in the same e-mail.
      deliveries.push({ channel: "email", notBefore: new Date(at.getTime() + settings.preferences.emailDigestMinutes * 60_000) });
    }
    if (settings.pushEnabled) deliveries.push({ channel: "push", notBefore: at });
    await repo.insertDeliveries(tx, input.vendorId, id, deliveries);
    if (deliveries.length > 0) onQueued?.();
    return id;
  }

  return {
    notify,

    create: (vendorId: string, input: Omit<NotificationCreate, "vendorId">) =>
      db.transaction(async (tx) => {
        const id = await notify(tx, {
          vendorId,
          kind: input.kind,
          subject: input.subject,
          message: input.message,
          url: input.url,
        });
        return { id };
      }),

    list: (vendorId: string, q: Omit<NotificationListQuery, "vendorId">) => repo.list(vendorId, q.page, q.limit, q.isRead),

    async get(vendorId: string, id: string) {
      const found = await repo.get(vendorId, id);
      if (!found) throw missing();
      return found;
    },

    /** Every id must be one of the vendor's notifications, or nothing changes (404). */
    async markRead(vendorId: string, ids: readonly string[]) {
      if ((await repo.countVisible(vendorId, ids)) !== new Set(ids).size) throw missing();
      return { count: await repo.markRead(vendorId, ids) };
    },

    markAllRead: async (vendorId: string) => ({ count: await repo.markRead(vendorId, "all") }),

    async delete(vendorId: string, ids: readonly string[]) {
      if ((await repo.countVisible(vendorId, ids)) !== new Set(ids).size) throw missing();
      return { count: await repo.hide(vendorId, ids) };
    },

    settings: (vendorId: string) => repo.settings(vendorId),

    updateSettings: (vendorId: string, s: Omit<NotificationSettingsUpdate, "vendorId">) => repo.saveSettings(vendorId, s),

    adminVendors: (page: number, limit: number) => repo.adminVendors(page, limit),

    registerEndpoint: (userId: string, input: Omit<NotificationEndpointRegister, "userId">) => repo.upsertEndpoint(userId, input),

    async deleteEndpoint(userId: string, endpointId: string): Promise<void> {
      if (!(await repo.deleteEndpoint(userId, endpointId))) {
        throw new AppError(404, notificationErrorCodes.ENDPOINT_NOT_FOUND, notificationMessages.endpointNotFound);
      }
    },

    endpoints: async (userId: string) => ({ endpoints: await repo.endpointsOf([userId]) }),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** What another module holds to notify: the one function, called inside its own transaction. */
export type Notify = NotificationsService["notify"];
