import {
  bundleCycleMessage,
  centsToEuros,
  commonErrorCodes,
  compareProducts,
  copyName,
  createPricing,
  findBundleCycle,
  MAX_CATALOGUE_PRODUCTS,
  MAX_CATEGORIES,
  matchesProductSearch,
  type Product,
  type ProductBase,
  type ProductInput,
  type ProductSortField,
  type ProductUpdateInput,
  productErrorCodes,
  productMessages,
  type SortOrder,
} from "@cortege/domain";
import type { Db, Tx } from "../../platform/db/database.ts";
import { badRequest } from "../../platform/errors/app-error.ts";
import type { VendorId } from "../../platform/tenancy/vendor-context.ts";
import { createProductsRepository, type ProductRecord, quantityMilliOf } from "./products.repository.ts";

const refuse = (message: string) => badRequest(commonErrorCodes.VALIDATION_FAILED, message);
/** The spec's answer to an unknown id (part 2 §4): bad-data "Product not found". */
const productNotFound = () => badRequest(productErrorCodes.PRODUCT_NOT_FOUND, productMessages.productNotFound);

export type ProductListQuery = {
  searchTerm?: string | undefined;
  category?: string | undefined;
  sortBy: ProductSortField;
  sortOrder: SortOrder;
};

/** The catalogue as the wire shows it: prices of bundles come from their lines (domain pricing). */
function present(records: ProductRecord[]) {
  const byId = new Map(records.map((r) => [r.productId, r]));
  const pricing = createPricing(records);

  function base(record: ProductRecord, parentId: string | null): ProductBase {
    const price = pricing.priceOf(record.productId);
    return {
      productId: record.productId,
      name: record.name,
      ref: record.ref,
      productType: record.productType,
      unitType: record.unitType,
      description: record.description,
      price: centsToEuros(price.htCents),
      priceTTC: centsToEuros(price.ttcCents),
      tax: price.tax,
      taxLines: price.taxLines.map((l) => ({ tax: l.tax, base: centsToEuros(l.baseCents), amount: centsToEuros(l.amountCents) })),
      category: record.category,
      image: record.image,
      unitSold: record.unitsSold,
      revenue: centsToEuros(record.revenueCents),
      childIds: record.childIds.map((c) => ({ id: c.id, quantity: c.quantityMilli / 1000 })),
      parentId,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  return {
    byId,
    product(record: ProductRecord): Product {
      return {
        ...base(record, null),
        children: record.childIds.flatMap((c) => {
          const child = byId.get(c.id);
          return child ? [{ quantity: c.quantityMilli / 1000, productId: c.id, product: base(child, record.productId) }] : [];
        }),
      };
    },
  };
}

export function createProductsService({ db }: { db: Db }) {
  const repo = createProductsRepository(db);

  async function load(vendorId: VendorId, productId: string, tx: Db | Tx = db): Promise<Product> {
    const view = present(await repo.catalogue(vendorId, tx));
    const record = view.byId.get(productId);
    if (!record) throw productNotFound();
    return view.product(record);
  }

  /** Lines must be the vendor's own products, and a bundle may not end up containing itself. */
  function checkLines(catalogue: Map<string, ProductRecord>, productId: string | null, product: ProductInput): void {
    for (const child of product.childIds) if (!catalogue.has(child.id)) throw refuse(productMessages.childNotFound);
    if (productId === null) return;
    const cycle = findBundleCycle(
      productId,
      product.childIds.map((c) => c.id),
      (id) => catalogue.get(id)?.childIds.map((c) => c.id),
    );
    if (cycle) {
      const nameOf = (id: string) => catalogue.get(id)?.name ?? "";
      throw badRequest(productErrorCodes.BUNDLE_CYCLE, bundleCycleMessage(cycle, nameOf));
    }
  }

  async function checkCategory(tx: Tx, vendorId: VendorId, category: string | null): Promise<void> {
    if (category !== null && !(await repo.categories(vendorId, tx)).includes(category))
      throw refuse(productMessages.categoryUnknown(category));
  }

  const linesOf = (product: ProductInput) =>
    product.childIds.map((c) => ({ id: c.id, quantityMilli: quantityMilliOf(c.quantity) }));

  function checkRoom(count: number, adding: number): void {
    if (count + adding > MAX_CATALOGUE_PRODUCTS)
      throw badRequest(productErrorCodes.CATALOGUE_FULL, productMessages.catalogueFull);
  }

  return {
    /** The whole catalogue, filtered by search and category, in the order asked (spec part 2 §5). */
    async list(vendorId: VendorId, query: ProductListQuery): Promise<Product[]> {
      const records = await repo.catalogue(vendorId);
      const view = present(records);
      return records
        .filter((r) => query.category === undefined || query.category === "" || r.category === query.category)
        .map((r) => view.product(r))
        .filter((p) => matchesProductSearch(p, query.searchTerm))
        .sort(compareProducts(query.sortBy, query.sortOrder));
    },

    get: (vendorId: VendorId, productId: string) => load(vendorId, productId),

    /** The catalogue by id for copying products into a document's lines: no sales figures (they read as 0). */
    async forLines(vendorId: string): Promise<Map<string, Product>> {
      const view = present(await repo.catalogue(vendorId, db, { withSales: false }));
      return new Map([...view.byId.values()].map((r) => [r.productId, view.product(r)]));
    },

    async create(vendorId: VendorId, product: ProductInput): Promise<Product> {
      return repo.transaction(vendorId, async (tx) => {
        const catalogue = await repo.catalogue(vendorId, tx);
        checkRoom(catalogue.length, 1);
        checkLines(new Map(catalogue.map((r) => [r.productId, r])), null, product);
        await checkCategory(tx, vendorId, product.category);
        const productId = await repo.insert(tx, vendorId, product);
        await repo.replaceChildren(tx, vendorId, productId, linesOf(product));
        return load(vendorId, productId, tx);
      });
    },

    async update(vendorId: VendorId, product: ProductUpdateInput): Promise<Product> {
      return repo.transaction(vendorId, async (tx) => {
        const catalogue = new Map((await repo.catalogue(vendorId, tx)).map((r) => [r.productId, r]));
        if (!catalogue.has(product.productId)) throw productNotFound();
        checkLines(catalogue, product.productId, product);
        await checkCategory(tx, vendorId, product.category);
        await repo.update(tx, vendorId, product.productId, product);
        await repo.replaceChildren(tx, vendorId, product.productId, linesOf(product));
        return load(vendorId, product.productId, tx);
      });
    },

    /** The copy is named "… (Copie)", keeps the lines of a bundle, and has sold nothing yet (part 2 §4). */
    async duplicate(vendorId: VendorId, productId: string): Promise<Product> {
      return repo.transaction(vendorId, async (tx) => {
        const catalogue = await repo.catalogue(vendorId, tx);
        const source = catalogue.find((r) => r.productId === productId);
        if (!source) throw productNotFound();
        checkRoom(catalogue.length, 1);
        const copyId = await repo.insert(tx, vendorId, { ...source, name: copyName(source.name) });
        await repo.replaceChildren(tx, vendorId, copyId, source.childIds);
        return load(vendorId, copyId, tx);
      });
    },

    /** Deletes every product named, or none: an unknown id, or a product still inside a bundle kept, refuses all. */
    async delete(vendorId: VendorId, productIds: string[]): Promise<string[]> {
      const ids = [...new Set(productIds)];
      return repo.transaction(vendorId, async (tx) => {
        const catalogue = await repo.catalogue(vendorId, tx);
        const byId = new Map(catalogue.map((r) => [r.productId, r]));
        if (ids.some((id) => !byId.has(id))) throw productNotFound();
        const deleting = new Set(ids);
        for (const bundle of catalogue) {
          if (deleting.has(bundle.productId)) continue;
          const held = bundle.childIds.find((c) => deleting.has(c.id));
          if (held)
            throw badRequest(
              productErrorCodes.PRODUCT_IN_BUNDLE,
              productMessages.usedInBundle(byId.get(held.id)?.name ?? "", bundle.name),
            );
        }
        await repo.delete(tx, vendorId, ids);
        return ids;
      });
    },

    /**
     * Imports the accepted rows of a catalogue file in one transaction: a reference already in the
     * catalogue updates that product, anything else is created; categories not yet known are added.
     */
    async import(vendorId: VendorId, rows: ProductInput[]): Promise<{ created: number; updated: number }> {
      return repo.transaction(vendorId, async (tx) => {
        const catalogue = await repo.catalogue(vendorId, tx);
        const byRef = new Map<string, ProductRecord[]>();
        for (const r of catalogue) if (r.ref !== null) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), r]);
        const plan = rows.map((row) => {
          const matches = row.ref === null ? [] : (byRef.get(row.ref) ?? []);
          if (matches.length > 1) throw refuse(productMessages.importRefAmbiguous(row.ref as string));
          const match = matches[0];
          if (match && match.childIds.length > 0) throw refuse(productMessages.importRefIsBundle(row.ref as string));
          if (row.childIds.length > 0) throw refuse(productMessages.importBundle);
          return { row, existingId: match?.productId ?? null };
        });
        checkRoom(catalogue.length, plan.filter((p) => p.existingId === null).length);
        const categories = await repo.categories(vendorId, tx);
        const added = [...new Set(rows.map((r) => r.category).filter((c): c is string => c !== null))].filter(
          (c) => !categories.includes(c),
        );
        if (added.length > 0) {
          if (categories.length + added.length > MAX_CATEGORIES) throw refuse(productMessages.tooManyCategories);
          await repo.setCategories(tx, vendorId, [...categories, ...added]);
        }
        let created = 0;
        for (const { row, existingId } of plan) {
          if (existingId) await repo.update(tx, vendorId, existingId, row);
          else {
            await repo.insert(tx, vendorId, row);
            created++;
          }
        }
        return { created, updated: plan.length - created };
      });
    },

    async getConfig(vendorId: VendorId): Promise<{ categories: string[] }> {
      return { categories: await repo.categories(vendorId) };
    },

    /** The whole list of categories; products of a category removed lose it. */
    async updateConfig(vendorId: VendorId, categories: string[]): Promise<{ categories: string[] }> {
      return repo.transaction(vendorId, async (tx) => {
        await repo.setCategories(tx, vendorId, categories);
        await repo.clearCategoriesOutside(tx, vendorId, categories);
        return { categories };
      });
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
