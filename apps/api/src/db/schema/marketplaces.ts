import { customType, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { events } from "./events.ts";
import { vendors } from "./vendors.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A vendor's account on a marketplace (A or B). The password and the marketplace's session are sealed
 * (AES-256-GCM, key outside the database); removing the connection deletes the row.
 */
export const marketplaceConnections = pgTable(
  "marketplace_connections",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
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
    vendorId: ownedBy("vendor_id", () => vendors.id),
    marketplace: text("marketplace").$type<"A" | "B">().notNull(),
    /** The marketplace's own id of the conversation. */
    externalId: text("external_id").notNull(),
    clientId: ownedBy("client_id", () => clients.id),
    eventId: ownedBy("event_id", () => events.id),
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
    vendorId: ownedBy("vendor_id", () => vendors.id),
    marketplace: text("marketplace").$type<"A" | "B">().notNull(),
    externalId: text("external_id").notNull(),
    conversationId: ownedBy("conversation_id", () => marketplaceConversations.id),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.marketplace, t.externalId] })],
);

export const marketplaceMessages = pgTable(
  "marketplace_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    conversationId: ownedBy("conversation_id", () => marketplaceConversations.id),
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

/** Each vendor's address for forwarded directory e-mails: leads+<token>@INBOUND_MAIL_DOMAIN. */
export const marketplaceLeadInboxes = pgTable("marketplace_lead_inboxes", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("marketplace_lead_inboxes_token_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A forwarded directory e-mail, kept whole (the original, downloadable), with the lead it became. */
export const marketplaceLeadMails = pgTable(
  "marketplace_lead_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    /** Message-ID (or a hash of the bytes): the same mail forwarded twice is one lead. */
    messageId: text("message_id").notNull(),
    subject: text("subject").notNull(),
    /** The directory (client source); null when the mail could not be read as a lead. */
    source: text("source"),
    name: text("name"),
    message: text("message"),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    raw: bytea("raw").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("marketplace_lead_mails_message_key").on(t.vendorId, t.messageId),
    index("marketplace_lead_mails_vendor_received_idx").on(t.vendorId, t.receivedAt),
  ],
);
