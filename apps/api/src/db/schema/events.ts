import type { EventLinkedVendor } from "@cortege/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Creation order for cursor paging (`nextPage`).
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    eventName: text("event_name").notNull(),
    note: text("note"),
    approximateGuestsCount: integer("approximate_guests_count"),
    guestsCount: integer("guests_count"),
    date: date("date"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    approximateDate: text("approximate_date"),
    eventType: text("event_type").notNull().default("WEDDING"),
    // Deleting a client keeps its events: the vendor's history and documents still refer to them.
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    spaceId: uuid("space_id"),
    status: text("status").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    /** The event name, lower case and unaccented (cortege_normalize). */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("events_vendor_list_idx").on(t.vendorId, t.isArchived, t.seq),
    index("events_vendor_status_idx").on(t.vendorId, t.status, t.isArchived, t.seq),
    index("events_client_idx").on(t.clientId, t.seq),
    index("events_vendor_date_idx").on(t.vendorId, t.date),
    index("events_vendor_range_idx").on(t.vendorId, t.startDate, t.endDate),
    // The dashboard's statistics (0026): INCLUDE (status, event_type, guests_count, approximate_guests_count,
    // client_id, date, start_date) in SQL, which drizzle's index builder cannot say.
    index("events_vendor_day_stats_idx").on(t.vendorId, sql`coalesce(${t.date}, ${t.startDate})`).where(sql`NOT ${t.isArchived}`),
    index("events_vendor_search_idx").using("gin", t.vendorId, t.searchText.op("gin_trgm_ops")),
  ],
);

/** The vendor's pipeline; a vendor without rows has the default one. */
export const eventStatusConfigs = pgTable(
  "event_status_configs",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
    status: text("status").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    enableNotifications: boolean("enable_notifications").notNull().default(false),
    notificationDaysBefore: integer("notification_days_before").notNull().default(30),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.status] })],
);

/** Other vendors working on the same event, shown on the event page. */
export const eventLinkedVendors = pgTable(
  "event_linked_vendors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    eventId: ownedBy("event_id", () => events.id),
    /** The Cortège vendor the link points at, when it is one (then verified). */
    linkedVendorId: uuid("linked_vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    isVerified: boolean("is_verified").notNull().default(false),
    vendorType: text("vendor_type").notNull(),
    companyName: text("company_name").notNull(),
    website: text("website"),
    contact: jsonb("contact").$type<EventLinkedVendor["contact"]>(),
    socials: jsonb("socials").$type<EventLinkedVendor["socials"]>().notNull(),
    medias: jsonb("medias").$type<EventLinkedVendor["medias"]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_linked_vendors_event_idx").on(t.eventId, t.createdAt),
    uniqueIndex("event_linked_vendors_unique_idx").on(t.eventId, t.linkedVendorId),
  ],
);
