import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.ts";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

/** Appointments of the vendor and the events pulled from its Google calendar (origin "google"). */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    title: text("title").notNull(),
    description: text("description"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    emails: jsonb("emails").$type<string[]>().notNull().default([]),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    origin: text("origin").$type<"cortege" | "google">().notNull().default("cortege"),
    // One row per Google event and vendor: a second sync or a second API instance updates it.
    googleEventId: text("google_event_id"),
    // RFC 5546: each invitation re-sent after a change carries a higher SEQUENCE, so calendars replace the old one.
    icsSequence: integer("ics_sequence").notNull().default(0),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("calendar_events_vendor_google_key").on(t.vendorId, t.googleEventId),
    index("calendar_events_vendor_range_idx").on(t.vendorId, t.startTime, t.endTime),
    index("calendar_events_vendor_client_idx").on(t.vendorId, t.clientId),
  ],
);

/** One row per vendor: its ICS feed token and its Google link (tokens encrypted, AES-256-GCM). */
export const calendarAccounts = pgTable("calendar_accounts", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  icsToken: text("ics_token").unique("calendar_accounts_ics_token_key"),
  googleStatus: text("google_status").$type<"none" | "linked" | "revoked">().notNull().default("none"),
  googleRefreshToken: text("google_refresh_token"),
  googleAccessToken: text("google_access_token"),
  googleAccessExpiresAt: timestamp("google_access_expires_at", { withTimezone: true }),
  googleCalendarId: text("google_calendar_id"),
  googleSyncToken: text("google_sync_token"),
  googleSyncedAt: timestamp("google_synced_at", { withTimezone: true }),
  oauthState: text("oauth_state").unique("calendar_accounts_oauth_state_key"),
  oauthVerifier: text("oauth_verifier"),
  oauthStartedAt: timestamp("oauth_started_at", { withTimezone: true }),
  // Google's push channel (events.watch) on the chosen calendar: its id and token authenticate the webhook.
  googleChannelId: text("google_channel_id").unique("calendar_accounts_google_channel_key"),
  googleChannelResourceId: text("google_channel_resource_id"),
  googleChannelToken: text("google_channel_token"),
  googleChannelExpiresAt: timestamp("google_channel_expires_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
