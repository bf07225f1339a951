import type { CompanyNames, Social, Vendor } from "@cortege/domain";
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

export const vendors = pgTable("vendors", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  vendorType: text("vendor_type").notNull(),
  company: jsonb("company").$type<CompanyNames & Record<string, unknown>>().notNull(),
  minPrice: numeric("min_price", { precision: 12, scale: 2 }),
  isPriceByPerson: boolean("is_price_by_person").notNull().default(false),
  socials: jsonb("socials").$type<Social[]>().notNull(),
  website: text("website"),
  weddingShowcase: jsonb("wedding_showcase").$type<Vendor["weddingShowcase"]>().notNull(),
  isPublished: boolean("is_published").notNull().default(false),
  isAvailibilityCalendar: boolean("is_availibility_calendar").notNull().default(false),
  logo: text("logo"),
  isGoogleLinked: boolean("is_google_linked").notNull().default(false),
  googleCalendarId: text("google_calendar_id"),
  /** The showcase contact (who answers couples) and address; null until the vendor fills them. */
  contact: jsonb("contact").$type<Vendor["contact"]>(),
  address: jsonb("address").$type<Vendor["address"]>(),
  /**
   * Set when its last member closed the account while it had issued documents: nobody can log in to
   * it any more, but it and its documents are kept for the legal retention (docs/decisions.md).
   */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who may act for a vendor: the tenancy guard reads this table. */
export const vendorMembers = pgTable(
  "vendor_members",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("owner"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] }), index("vendor_members_user_idx").on(t.userId)],
);
