import { date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { vendors } from "./vendors.ts";

/** Views of a vendor's public page, one row per day (Europe/Paris), for the dashboard's showcase count. */
export const showcasePageViews = pgTable(
  "showcase_page_views",
  {
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day] })],
);
