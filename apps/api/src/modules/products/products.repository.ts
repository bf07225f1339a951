import type { ProductInput, ProductType, UnitType, VatCode } from "@cortege/domain";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { productChildren, productConfigs, productSales, products } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

/** A catalogue product as stored, with its lines and its sales (amounts in cents, quantities in thousandths). */
export type ProductRecord = {
  productId: string;
  name: string;
  ref: string | null;
  productType: ProductType;
  unitType: UnitType;
  description: string | null;
  priceCents: number | null;
  tax: VatCode;
  category: string | null;
  image: string | null;
  childIds: { id: string; quantityMilli: number }[];
  unitsSold: number;
  revenueCents: number;
  createdAt: Date;
  updatedAt: Date;
};

export const quantityMilliOf = (quantity: number) => Math.round(quantity * 1000);

type Fields = Omit<ProductInput, "childIds">;
const columns = (p: Fields) => ({
  name: p.name,
  ref: p.ref,
  productType: p.productType,
  unitType: p.unitType,
  description: p.description,
  priceCents: p.priceCents,
  tax: p.tax,
  category: p.category,
  image: p.image,
});

export function createProductsRepository(db: Db) {
  return {
    /** One transaction, serialised per vendor: two edits of a catalogue never interleave (no loop sneaks in). */
    transaction<T>(vendorId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`products:${vendorId}`}))`);
        return work(tx);
      });
    },

    /**
     * The whole catalogue of the vendor (bounded by MAX_CATALOGUE_PRODUCTS), with lines and sales. Sales sum every
     * issued invoice line of the vendor: a caller that only copies product fields (a quote's lines) skips them.
     */
    async catalogue(vendorId: string, tx: Db | Tx = db, { withSales = true } = {}): Promise<ProductRecord[]> {
      // One after the other: inside a transaction they share one connection.
      const rows = await tx
        .select()
        .from(products)
        .where(eq(products.vendorId, vendorId))
        .orderBy(asc(products.createdAt), asc(products.id));
      const lines = await tx
        .select()
        .from(productChildren)
        .where(eq(productChildren.vendorId, vendorId))
        .orderBy(asc(productChildren.bundleId), asc(productChildren.position));
      const sales = withSales ? await tx.select().from(productSales).where(eq(productSales.vendorId, vendorId)) : [];
      const childIds = new Map<string, ProductRecord["childIds"]>();
      for (const line of lines) {
        const list = childIds.get(line.bundleId) ?? [];
        list.push({ id: line.childId, quantityMilli: line.quantity });
        childIds.set(line.bundleId, list);
      }
      const salesOf = new Map(sales.map((s) => [s.productId, s]));
      return rows.map((r) => ({
        productId: r.id,
        name: r.name,
        ref: r.ref,
        productType: r.productType as ProductType,
        unitType: r.unitType as UnitType,
        description: r.description,
        priceCents: r.priceCents,
        tax: r.tax as VatCode,
        category: r.category,
        image: r.image,
        childIds: childIds.get(r.id) ?? [],
        unitsSold: Number(salesOf.get(r.id)?.unitsSold ?? 0),
        revenueCents: Number(salesOf.get(r.id)?.revenueCents ?? 0),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }));
    },

    async insert(tx: Tx, vendorId: string, product: Fields): Promise<string> {
      const [row] = await tx
        .insert(products)
        .values({ vendorId, ...columns(product) })
        .returning({ id: products.id });
      return (row as { id: string }).id;
    },

    async update(tx: Tx, vendorId: string, productId: string, product: Fields): Promise<void> {
      await tx
        .update(products)
        .set({ ...columns(product), updatedAt: new Date() })
        .where(and(eq(products.vendorId, vendorId), eq(products.id, productId)));
    },

    async replaceChildren(tx: Tx, vendorId: string, bundleId: string, childIds: { id: string; quantityMilli: number }[]) {
      await tx.delete(productChildren).where(eq(productChildren.bundleId, bundleId));
      if (childIds.length === 0) return;
      await tx.insert(productChildren).values(
        childIds.map((c, index) => ({
          vendorId,
          bundleId,
          childId: c.id,
          position: index + 1,
          quantity: c.quantityMilli,
        })),
      );
    },

    async delete(tx: Tx, vendorId: string, productIds: string[]): Promise<void> {
      await tx.delete(products).where(and(eq(products.vendorId, vendorId), inArray(products.id, productIds)));
    },

    async categories(vendorId: string, tx: Db | Tx = db): Promise<string[]> {
      const [row] = await tx.select().from(productConfigs).where(eq(productConfigs.vendorId, vendorId));
      return row?.categories ?? [];
    },

    async setCategories(tx: Tx, vendorId: string, categories: string[]): Promise<void> {
      await tx
        .insert(productConfigs)
        .values({ vendorId, categories })
        .onConflictDoUpdate({ target: productConfigs.vendorId, set: { categories } });
    },

    /** Products whose category is no longer in the list lose it. */
    async clearCategoriesOutside(tx: Tx, vendorId: string, kept: string[]): Promise<void> {
      await tx
        .update(products)
        .set({ category: null, updatedAt: new Date() })
        .where(
          and(
            eq(products.vendorId, vendorId),
            kept.length > 0 ? notInArray(products.category, kept) : sql`${products.category} IS NOT NULL`,
          ),
        );
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
