import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, numeric, pgTable, pgView, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { thousandths } from "../../platform/db/thousandths.ts";
import { ownedBy } from "./columns.ts";
import { vendors } from "./vendors.ts";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: ownedBy("vendor_id", () => vendors.id),
    name: text("name").notNull(),
    ref: text("ref"),
    productType: text("product_type").notNull().default("BNC"),
    unitType: text("unit_type").notNull().default("PIECE"),
    description: text("description"),
    /** Excluding tax, in cents; null for a bundle, whose price is its lines'. */
    priceCents: bigint("price_cents", { mode: "number" }),
    tax: text("tax").notNull().default("TAX_20"),
    category: text("category"),
    /** The media library fileId of the picture (category Product). */
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("products_vendor_idx").on(t.vendorId, t.createdAt), index("products_vendor_ref_idx").on(t.vendorId, t.ref)],
);

/** The lines of a bundle: a product of the same vendor and how many of it. */
export const productChildren = pgTable(
  "product_children",
  {
    vendorId: ownedBy("vendor_id", () => vendors.id),
    bundleId: ownedBy("bundle_id", () => products.id),
    // The service refuses to delete a product that a kept bundle holds (and says which); CASCADE
    // lets a bundle go with its lines, and a vendor with its whole catalogue.
    childId: ownedBy("child_id", () => products.id),
    position: integer("position").notNull(),
    quantity: thousandths("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.childId] }), index("product_children_child_idx").on(t.childId)],
);

/** The vendor's catalogue settings; a vendor without a row has no categories. */
export const productConfigs = pgTable("product_configs", {
  vendorId: uuid("vendor_id")
    .primaryKey()
    .references(() => vendors.id, { onDelete: "cascade" }),
  categories: jsonb("categories").$type<string[]>().notNull().default([]),
});

/**
 * Units sold and revenue (excluding tax, in cents) of each product, from issued invoices minus
 * credit notes. Documents do not exist yet: the view answers no row, so every product shows 0; the
 * documents issue redefines it over its lines with the same columns, and the catalogue follows.
 */
export const productSales = pgView("product_sales", {
  vendorId: uuid("vendor_id").notNull(),
  productId: uuid("product_id").notNull(),
  unitsSold: numeric("units_sold").notNull(),
  revenueCents: bigint("revenue_cents", { mode: "number" }).notNull(),
}).as(
  sql`SELECT NULL::uuid AS vendor_id, NULL::uuid AS product_id, 0::numeric AS units_sold, 0::bigint AS revenue_cents WHERE false`,
);
