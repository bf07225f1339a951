import type { Accommodation, Space } from "@cortege/domain";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { mediaFiles } from "./media-library.ts";
import { vendors } from "./vendors.ts";

const vendorRef = () => ownedBy("vendor_id", () => vendors.id);
const stamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The extra fields of a reception venue (part 1 §3), one row per venue vendor once it saved them. */
export const receptionVenues = pgTable("reception_venues", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  minGuestCapacity: integer("min_guest_capacity"),
  maxGuestCapacity: integer("max_guest_capacity"),
  venueType: text("venue_type"),
  locationEnvironment: text("location_environment"),
  isSingleSpaceRental: boolean("is_single_space_rental").notNull().default(false),
  parkingCapacity: integer("parking_capacity"),
  isErp: boolean("is_erp").notNull().default(false),
  /** The media library fileId of the ERP file (category ERP). */
  erpFile: text("erp_file"),
  isErpSent: boolean("is_erp_sent").notNull().default(false),
  ...stamps,
});

/** Title, place and cover flag of a showcase photo: a media library file of the "Medias" folder. */
export const vendorMedias = pgTable(
  "vendor_medias",
  {
    fileId: uuid("file_id")
      .primaryKey()
      .references(() => mediaFiles.id, { onDelete: "cascade" }),
    vendorId: vendorRef(),
    title: text("title"),
    description: text("description"),
    position: integer("position").notNull(),
    isCover: boolean("is_cover").notNull().default(false),
    ...stamps,
  },
  (t) => [index("vendor_medias_vendor_idx").on(t.vendorId, t.position)],
);

/** A room of a venue (Space). Its pictures are media library references with captions (jsonb). */
export const spaces = pgTable(
  "spaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    name: text("name").notNull(),
    description: text("description"),
    openingHours: text("opening_hours").notNull().default("LATE_NIGHT"),
    areaInSquareMeters: numeric("area_in_square_meters", { precision: 10, scale: 2 }),
    seatingAllowed: boolean("seating_allowed").notNull().default(false),
    minimumSeatingCapacity: integer("minimum_seating_capacity"),
    maximumSeatingCapacity: integer("maximum_seating_capacity"),
    standingAllowed: boolean("standing_allowed").notNull().default(false),
    minimumStandingCapacity: integer("minimum_standing_capacity"),
    maximumStandingCapacity: integer("maximum_standing_capacity"),
    additionalSpaces: jsonb("additional_spaces").$type<Space["additionalSpaces"]>().notNull().default([]),
    features: jsonb("features").$type<Space["features"]>().notNull().default([]),
    medias: jsonb("medias").notNull().default([]),
    ...stamps,
  },
  (t) => [index("spaces_vendor_idx").on(t.vendorId, t.createdAt)],
);

/**
 * An accommodation with its rooms and their beds. Rooms live inside it (jsonb): they are always
 * edited with it, never queried alone; `capacity` is their sleeping places, stored for search.
 */
export const accommodations = pgTable(
  "accommodations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    name: text("name").notNull(),
    rooms: jsonb("rooms").$type<Accommodation["rooms"]>().notNull().default([]),
    capacity: integer("capacity").notNull().default(0),
    medias: jsonb("medias").notNull().default([]),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    checkInStartTime: text("check_in_start_time"),
    checkInEndTime: text("check_in_end_time"),
    checkOutTime: text("check_out_time"),
    ...stamps,
  },
  (t) => [index("accommodations_vendor_idx").on(t.vendorId, t.createdAt)],
);

export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    title: text("title").notNull(),
    description: text("description"),
    image: text("image"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    ...stamps,
  },
  (t) => [index("promotions_vendor_idx").on(t.vendorId, t.createdAt)],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    position: text("position"),
    description: text("description"),
    linkedinUrl: text("linkedin_url"),
    image: text("image"),
    ...stamps,
  },
  (t) => [index("team_members_vendor_idx").on(t.vendorId, t.createdAt)],
);

export const faqItems = pgTable(
  "faq_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull(),
    ...stamps,
  },
  (t) => [index("faq_items_vendor_idx").on(t.vendorId, t.position)],
);

/** Dates the vendor marked in its availability calendar; one row per vendor and date. */
export const availabilities = pgTable(
  "availabilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: vendorRef(),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("availabilities_vendor_date_key").on(t.vendorId, t.date)],
);
