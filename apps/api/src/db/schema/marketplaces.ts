import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { events } from "./events.ts";
import { vendors } from "./vendors.ts";

/**
 * A vendor's account on a marketplace (A or B). The password and the marketplace's session are sealed
 * (AES-256-GCM, key outside the database); removing the connection deletes the row.
 */
export const marketplaceConnections = pgTable(
  "marketplace_connections",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").$type<"A" | "B">().notNull(),
    username: text("username").notNull(),
    passwordSealed: text("password_sealed").notNull(),
    sessionSealed: text("session_sealed"),
    /** connected, or refused (the marketplace refused the stored password: the vendor must log in again). */
    state: text("state").$type<"connected" | "refused">().notNull().default("connected"),
    lastError: text("last_error"),
    lastSyncAt: timestamp("last_sync_at", { withTimezone: true }),
    /** Failed syncs in a row: the next one waits longer (backoff). */
    failures: integer("failures").notNull().default(0),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.marketplace] }), index("marketplace_connections_next_sync_idx").on(t.nextSyncAt)],
);

/** A lead's conversation in a marketplace's inbox, mirrored by the sync. */
export const marketplaceConversations = pgTable(
  "marketplace_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").$type<"A" | "B">().notNull(),
    /** The marketplace's own id of the conversation. */
    externalId: text("external_id").notNull(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").notNull().default("PENDING"),
    lastMessage: text("last_message").notNull().default(""),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    link: text("link"),
    avatarUrl: text("avatar_url"),
    eventDate: text("event_date"),
    numberOfGuests: integer("number_of_guests"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("marketplace_conversations_external_key").on(t.vendorId, t.marketplace, t.externalId),
    index("marketplace_conversations_vendor_list_idx").on(t.vendorId, t.marketplace, t.lastMessageAt),
    index("marketplace_conversations_vendor_client_idx").on(t.vendorId, t.clientId, t.eventId),
  ],
);

/**
 * The marketplace's ids that lead to one of our conversations: a directory that sends the same
 * lead twice (same couple, same date) adds a second id here, not a second conversation.
 */
export const marketplaceConversationAliases = pgTable(
  "marketplace_conversation_aliases",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").$type<"A" | "B">().notNull(),
    externalId: text("external_id").notNull(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => marketplaceConversations.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.marketplace, t.externalId] })],
);

export const marketplaceMessages = pgTable(
  "marketplace_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => marketplaceConversations.id, { onDelete: "cascade" }),
    /** The marketplace's id of the message: a second sync finds it and adds nothing. */
    externalId: text("external_id").notNull(),
    sender: text("sender").$type<"VENDOR" | "CLIENT">().notNull(),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("marketplace_messages_external_key").on(t.conversationId, t.externalId),
    index("marketplace_messages_vendor_conversation_idx").on(t.vendorId, t.conversationId, t.sentAt),
  ],
);
