import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { users } from "./users.ts";
import { vendors } from "./vendors.ts";

/** One row per notification; `in_app` false when the vendor had the in-app channel off (kept for the other channels). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    url: text("url"),
    inApp: boolean("in_app").notNull().default(true),
    isRead: boolean("is_read").notNull().default(false),
    /** kind:subject:date of date-based kinds: the daily job never notifies twice, whatever the restarts. */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("notifications_vendor_dedupe_key").on(t.vendorId, t.dedupeKey),
    index("notifications_vendor_list_idx").on(t.vendorId, t.createdAt.desc(), t.id).where(sql`${t.inApp}`),
    index("notifications_vendor_unread_idx").on(t.vendorId).where(sql`${t.inApp} AND NOT ${t.isRead}`),
  ],
);

/** The outbox: one row per notification and external channel (email, push), written in the trigger's transaction. */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    notificationId: ownedBy("notification_id", () => notifications.id),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("notification_deliveries_once").on(t.notificationId, t.channel),
    index("notification_deliveries_vendor_idx").on(t.vendorId, t.channel, t.createdAt),
    index("notification_deliveries_pending_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const notificationSettings = pgTable(
  "notification_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    preferences: jsonb("preferences").$type<{ emailDigestMinutes: number }>().notNull().default({ emailDigestMinutes: 5 }),
    emailEnabled: boolean("email_enabled").notNull().default(true),
    pushEnabled: boolean("push_enabled").notNull().default(true),
    inAppEnabled: boolean("in_app_enabled").notNull().default(true),
    eventTypes: jsonb("event_types").$type<string[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("notification_settings_vendor_key").on(t.vendorId)],
);

/** A browser's push subscription; per user (a device), not per vendor. */
export const notificationEndpoints = pgTable(
  "notification_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownedBy("user_id", () => users.id),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("notification_endpoints_endpoint_key").on(t.endpoint), index("notification_endpoints_user_idx").on(t.userId)],
);
