import {
  DEFAULT_EMAIL_DIGEST_MINUTES,
  type Notification,
  type NotificationEndpoint,
  type NotificationKind,
  type NotificationSettings,
  notificationKinds,
} from "@cortege/domain";
import { and, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { notificationDeliveries, notificationEndpoints, notificationSettings, notifications } from "../../db/schema/index.ts";
import type { Db, DbOrTx, Tx } from "../../platform/db/database.ts";

type NotificationRow = typeof notifications.$inferSelect;
type SettingsRow = typeof notificationSettings.$inferSelect;
type EndpointRow = typeof notificationEndpoints.$inferSelect;
export type DeliveryChannel = "email" | "push";

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  subject: r.subject,
  message: r.message,
  url: r.url,
  isRead: r.isRead,
  createdAt: r.createdAt.toISOString(),
});

/** A vendor without a row has the defaults of part 2 §9: every channel and every kind. */
export const defaultSettings = (vendorId: string): NotificationSettings => ({
  id: vendorId,
  vendorId,
  preferences: { emailDigestMinutes: DEFAULT_EMAIL_DIGEST_MINUTES },
  emailEnabled: true,
  pushEnabled: true,
  inAppEnabled: true,
  eventTypes: [...notificationKinds],
});

const toSettings = (r: SettingsRow): NotificationSettings => ({
  id: r.id,
  vendorId: r.vendorId,
  preferences: { emailDigestMinutes: r.preferences.emailDigestMinutes ?? DEFAULT_EMAIL_DIGEST_MINUTES },
  emailEnabled: r.emailEnabled,
  pushEnabled: r.pushEnabled,
  inAppEnabled: r.inAppEnabled,
  // A kind the code no longer knows is dropped rather than answered.
  eventTypes: r.eventTypes.filter((k): k is NotificationKind => (notificationKinds as readonly string[]).includes(k)),
});

const toEndpoint = (r: EndpointRow): NotificationEndpoint => ({
  id: r.id,
  userId: r.userId,
  endpoint: r.endpoint,
  keys: { p256dh: r.p256dh, auth: r.auth },
  userAgent: r.userAgent,
});

export type NewNotification = {
  vendorId: string;
  kind: NotificationKind;
  subject: string;
  message: string;
  url: string | null;
  inApp: boolean;
  dedupeKey: string | null;
  createdAt: Date;
};

export type PendingDelivery = {
  id: string;
  vendorId: string;
  notificationId: string;
  attempts: number;
  subject: string;
  message: string;
  url: string | null;
  kind: NotificationKind;
  createdAt: Date;
};

export function createNotificationsRepository(db: Db) {
  const visible = (vendorId: string) => and(eq(notifications.vendorId, vendorId), eq(notifications.inApp, true));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async settings(vendorId: string, tx: DbOrTx = db): Promise<NotificationSettings> {
      const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.vendorId, vendorId));
      return row ? toSettings(row) : defaultSettings(vendorId);
    },

    async saveSettings(vendorId: string, s: Omit<NotificationSettings, "id" | "vendorId">): Promise<NotificationSettings> {
      const values = {
        preferences: s.preferences,
        emailEnabled: s.emailEnabled,
        pushEnabled: s.pushEnabled,
        inAppEnabled: s.inAppEnabled,
        eventTypes: [...new Set(s.eventTypes)],
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(notificationSettings)
        .values({ vendorId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.vendorId, set: values })
        .returning();
      return toSettings(row as SettingsRow);
    },

    /** Answers the new row's id, or null when the dedupe key was already used (the daily job's second run). */
    async insert(tx: DbOrTx, n: NewNotification): Promise<string | null> {
      const rows = await tx
        .insert(notifications)
        .values(n)
        .onConflictDoNothing({ target: [notifications.vendorId, notifications.dedupeKey] })
        .returning({ id: notifications.id });
      return rows[0]?.id ?? null;
    },

    async insertDeliveries(
      tx: DbOrTx,
      vendorId: string,
      notificationId: string,
      deliveries: { channel: DeliveryChannel; notBefore: Date }[],
    ): Promise<void> {
      if (deliveries.length === 0) return;
      await tx
        .insert(notificationDeliveries)
        .values(deliveries.map((d) => ({ vendorId, notificationId, channel: d.channel, nextAttemptAt: d.notBefore })));
    },

    async list(vendorId: string, page: number, limit: number, isRead: boolean | undefined) {
      const where = isRead === undefined ? visible(vendorId) : and(visible(vendorId), eq(notifications.isRead, isRead));
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(notifications).where(where),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(visible(vendorId), eq(notifications.isRead, false))),
      ]);
      return { notifications: rows.map(toNotification), total: total?.n ?? 0, unreadCount: unread?.n ?? 0 };
    },

    async get(vendorId: string, id: string): Promise<Notification | null> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(visible(vendorId), eq(notifications.id, id)));
      return row ? toNotification(row) : null;
    },

    async markRead(vendorId: string, ids: readonly string[] | "all"): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(
          and(
            visible(vendorId),
            eq(notifications.isRead, false),
            ids === "all" ? undefined : inArray(notifications.id, [...ids]),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Hidden from the app; the row stays while its e-mail or push is still on its way, its dedupe key too. */
    async hide(vendorId: string, ids: readonly string[]): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ inApp: false, isRead: true })
        .where(and(visible(vendorId), inArray(notifications.id, [...ids])))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async countVisible(vendorId: string, ids: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(visible(vendorId), inArray(notifications.id, [...ids])));
      return row?.n ?? 0;
    },

    async adminVendors(page: number, limit: number) {
      const rows = await db
        .select({
          vendorId: notifications.vendorId,
          total: count(),
          unreadCount: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.inApp, true))
        .groupBy(notifications.vendorId)
        .orderBy(notifications.vendorId)
        .limit(limit)
        .offset((page - 1) * limit);
      return rows;
    },

    // Deliveries (the outbox).

    /** Vendors with an e-mail whose digest window is over. */
    async vendorsWithDueEmail(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ v: notificationDeliveries.vendorId })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.status, "pending"),
            eq(notificationDeliveries.channel, "email"),
            lte(notificationDeliveries.nextAttemptAt, now),
          ),
        )
        .limit(500);
      return rows.map((r) => r.v);
    },

    /**
     * Locks a vendor's pending e-mails (another server skips them) with their notification: the
     * digest carries those still inside their window too, since they would otherwise be mailed
     * a few minutes later on their own.
     */
    async lockPendingEmails(tx: DbOrTx, vendorId: string, now: Date): Promise<PendingDelivery[]> {
      const result = await tx.execute(sql`
        SELECT d.id, d.vendor_id, d.notification_id, d.attempts, n.subject, n.message, n.url, n.kind, n.created_at
        FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE d.vendor_id = ${vendorId} AND d.channel = 'email' AND d.status = 'pending'
          AND (d.attempts = 0 OR d.next_attempt_at <= ${now.toISOString()})
        ORDER BY n.created_at, n.id
        LIMIT 100
        FOR UPDATE OF d SKIP LOCKED`);
      return result.rows.map(toPending);
    },

    async lockDuePush(tx: DbOrTx, now: Date): Promise<PendingDelivery[]> {
      const result = await tx.execute(sql`
        SELECT d.id, d.vendor_id, d.notification_id, d.attempts, n.subject, n.message, n.url, n.kind, n.created_at
        FROM notification_deliveries d JOIN notifications n ON n.id = d.notification_id
        WHERE d.channel = 'push' AND d.status = 'pending' AND d.next_attempt_at <= ${now.toISOString()}
        ORDER BY d.next_attempt_at
        LIMIT 50
        FOR UPDATE OF d SKIP LOCKED`);
      return result.rows.map(toPending);
    },

    async markDelivered(tx: DbOrTx, ids: readonly string[], status: "sent" | "skipped", now: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(notificationDeliveries)
        .set({ status, sentAt: now, attempts: sql`${notificationDeliveries.attempts} + 1` })
        .where(inArray(notificationDeliveries.id, [...ids]));
    },

    /** A failed try: again later (backoff), or given up after the last one. */
    async markFailed(tx: DbOrTx, ids: readonly string[], error: string, retryAt: Date | null): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(notificationDeliveries)
        .set({
          attempts: sql`${notificationDeliveries.attempts} + 1`,
          lastError: error.slice(0, 500),
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: "failed" }),
        })
        .where(inArray(notificationDeliveries.id, [...ids]));
    },

    // Push endpoints (per user, per device).

    async upsertEndpoint(
      userId: string,
      e: { endpoint: string; keys: { p256dh: string; auth: string }; userAgent: string | null },
    ): Promise<NotificationEndpoint> {
      const values = { userId, endpoint: e.endpoint, p256dh: e.keys.p256dh, auth: e.keys.auth, userAgent: e.userAgent };
      const [row] = await db
        .insert(notificationEndpoints)
        .values(values)
        .onConflictDoUpdate({ target: notificationEndpoints.endpoint, set: values })
        .returning();
      return toEndpoint(row as EndpointRow);
    },

    async deleteEndpoint(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notificationEndpoints)
        .where(and(eq(notificationEndpoints.userId, userId), eq(notificationEndpoints.id, id)))
        .returning({ id: notificationEndpoints.id });
      return rows.length === 1;
    },

    async deleteEndpointById(id: string): Promise<void> {
      await db.delete(notificationEndpoints).where(eq(notificationEndpoints.id, id));
    },

    async endpointsOf(userIds: readonly string[]): Promise<NotificationEndpoint[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select()
        .from(notificationEndpoints)
        .where(inArray(notificationEndpoints.userId, [...userIds]))
        .orderBy(notificationEndpoints.createdAt);
      return rows.map(toEndpoint);
    },
  };
}

const toPending = (r: Record<string, unknown>): PendingDelivery => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  notificationId: String(r.notification_id),
  attempts: Number(r.attempts),
  subject: String(r.subject),
  message: String(r.message),
  url: (r.url as string | null) ?? null,
  kind: r.kind as NotificationKind,
  createdAt: new Date(r.created_at as string),
});

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
