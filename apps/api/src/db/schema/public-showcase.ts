import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

/** Views of a vendor's public page, one row per day (Europe/Paris), for the dashboard's showcase count. */
export const showcasePageViews = pgTable(
  "showcase_page_views",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.day] })],
);

/**
 * Requests stored from the public form, one row each, keyed by a hash of the sender's address and the
 * vendor (the address itself is not kept): the hourly limit counts them under an advisory lock, so it
 * holds across simultaneous posts and API replicas. Rows older than the window are deleted as new
 * ones come.
 */
export const showcaseRequestSubmissions = pgTable(
  "showcase_request_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("showcase_request_submissions_key_idx").on(t.keyHash, t.createdAt)],
);
