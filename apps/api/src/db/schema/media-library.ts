import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

/**
 * One row per file of the media library. A row is "pending" from the upload URL until the server
 * has checked the bytes; only "ready" rows are listed, served and counted in the quota.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    category: text("category").notNull(),
    clientId: text("client_id"),
    ownerId: text("owner_id"),
    status: text("status").notNull().default("pending"),
    originalName: text("original_name").notNull(),
    keyPrefix: text("key_prefix").notNull().unique(),
    /**
     * The one-time key the upload URL writes to (under the prefix, with a random part); confirming
     * moves the checked bytes to the prefix's `original`, so the old upload URL can never replace
     * a confirmed file. Kept until the URL has expired, then the purge removes what it names.
     */
    uploadKey: text("upload_key"),
    fileType: text("file_type"),
    declaredSize: bigint("declared_size", { mode: "number" }).notNull(),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    storedBytes: bigint("stored_bytes", { mode: "number" }).notNull().default(0),
    hasVariants: boolean("has_variants").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_files_folder_idx").on(t.vendorId, t.category, t.clientId, t.ownerId),
    index("media_files_status_idx").on(t.vendorId, t.status, t.expiresAt),
  ],
);
