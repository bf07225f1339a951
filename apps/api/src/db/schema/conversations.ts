import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { events } from "./events.ts";
import { vendors } from "./vendors.ts";

/**
 * A conversation between a vendor and a prospective client (part 1 §3 Messaging). Only storage for
 * now: a showcase request opens one holding the visitor's message; the chat screen comes later.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    /** Who the vendor talks to, as shown in the list. */
    name: text("name").notNull(),
    object: text("object").notNull(),
    status: text("status").notNull().default("REQUEST_RECEIVED"),
    /** Where it started: SHOWCASE for the public page's request form. */
    origin: text("origin").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    /** When the vendor, and the client, last read it. */
    readDate: timestamp("read_date", { withTimezone: true }),
    readDateClient: timestamp("read_date_client", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** Each side's latest message: with the other side's read marker they give the unread state without per-message flags. */
    lastClientMessageAt: timestamp("last_client_message_at", { withTimezone: true }),
    lastVendorMessageAt: timestamp("last_vendor_message_at", { withTimezone: true }),
    /**
     * The latest message as the inbox's line shows it (0037), kept by the message's insert: the list reads one
     * table instead of probing `messages` per line. `lastMessageSeq` is that message's seq (a slower, older
     * insert does not overwrite a newer one).
     */
    lastMessageSeq: bigint("last_message_seq", { mode: "number" }),
    lastMessageSender: text("last_message_sender"),
    lastMessageObject: text("last_message_object"),
    lastMessageBody: text("last_message_body"),
    /** The couple's private link (/conversation/<token>): 256 random bits; replaced to revoke it. */
    clientToken: text("client_token")
      .notNull()
      .default(sql`(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''))`),
    /** Last e-mail telling the couple, or the vendor, of a new message: at most one a quarter hour. */
    clientNotifiedAt: timestamp("client_notified_at", { withTimezone: true }),
    vendorNotifiedAt: timestamp("vendor_notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversations_vendor_last_idx").on(t.vendorId, t.lastMessageAt),
    index("conversations_vendor_archived_last_idx").on(t.vendorId, t.isArchived, t.lastMessageAt.desc()),
    // The inbox's order (unread first, then the latest): a page is read off the index, not sorted (0034). In SQL
    // it also INCLUDEs (last_client_message_at, read_date) (0037), which drizzle's index builder cannot say: a deep
    // page's offset is skipped on the index alone.
    index("conversations_vendor_unread_last_idx").on(
      t.vendorId,
      t.isArchived,
      sql`((${t.lastClientMessageAt} is not null and ${t.lastClientMessageAt} > coalesce(${t.readDate}, '-infinity'::timestamptz))) desc`,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    index("conversations_vendor_client_event_idx").on(t.vendorId, t.clientId, t.eventId),
    uniqueIndex("conversations_client_token_idx").on(t.clientToken),
  ],
);

/** A message of a conversation; `userId` is null for the client's (a visitor has no account). */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    conversationId: ownedBy("conversation_id", () => conversations.id),
    /** CLIENT or VENDOR. */
    sender: text("sender").notNull(),
    userId: uuid("user_id"),
    object: text("object").notNull(),
    body: text("body").notNull(),
    attachments: jsonb("attachments").notNull().default([]),
    /** Never written: read state comes from the conversation's read markers (kept for the first rows' shape). */
    isReadByReceiver: boolean("is_read_by_receiver").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Paging key of a thread, newest first. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_vendor_conversation_seq_idx").on(t.vendorId, t.conversationId, t.seq.desc()),
  ],
);

/** A vendor's chat settings and predefined messages (part 1 §3 Messaging). */
export const messagingConfigs = pgTable("messaging_configs", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  isEmailNotification: boolean("is_email_notification").notNull().default(true),
  isMarketplaceAConnected: boolean("is_marketplace_a_connected").notNull().default(false),
  isMarketplaceBConnected: boolean("is_marketplace_b_connected").notNull().default(false),
  predefinedMessages: jsonb("predefined_messages").notNull().default([]),
  /** The counter counts conversations whose client wrote after this instant (and after the vendor read them). */
  counterResetAt: timestamp("counter_reset_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
