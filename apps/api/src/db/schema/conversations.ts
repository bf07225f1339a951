import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
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
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversations_vendor_last_idx").on(t.vendorId, t.lastMessageAt)],
);

/** A message of a conversation; `userId` is null for the client's (a visitor has no account). */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** CLIENT or VENDOR. */
    sender: text("sender").notNull(),
    userId: uuid("user_id"),
    object: text("object").notNull(),
    body: text("body").notNull(),
    attachments: jsonb("attachments").notNull().default([]),
    isReadByReceiver: boolean("is_read_by_receiver").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);
