import { z } from "zod";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { productMessages as m } from "./messages.ts";
import { eurosToCents, MAX_PRICE_CENTS, quantityToMilli } from "./money.ts";
import { DEFAULT_PRODUCT_TYPE, DEFAULT_UNIT_TYPE, productTypes, unitTypes } from "./product-types.ts";
import { DEFAULT_VAT_CODE, vatCodes } from "./vat.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
export const productIdSchema = z.uuid({ error: m.productNotFound });

export const MAX_BUNDLE_CHILDREN = 50;
export const MAX_CATALOGUE_PRODUCTS = 2000;
export const MAX_CATEGORIES = 100;
export const MAX_QUANTITY = 10_000;

export const productTypeSchema = z.enum(productTypes, { error: m.productTypeInvalid });
export const unitTypeSchema = z.enum(unitTypes, { error: m.unitTypeInvalid });
export const vatCodeSchema = z.enum(vatCodes, { error: m.taxInvalid });
export const categoryNameSchema = requiredText(60, m.categoryRequired);

export const bundleQuantitySchema = z.number({ error: m.quantityInvalid }).refine((q) => {
  const milli = quantityToMilli(q);
  return milli !== null && milli >= 1 && milli <= MAX_QUANTITY * 1000;
}, m.quantityInvalid);

/** A line of a bundle: which product, how many of it (spec: childIds, each id and quantity). */
export const childIdSchema = z.object({ id: z.uuid({ error: m.childNotFound }), quantity: bundleQuantitySchema });
export type ChildId = z.infer<typeof childIdSchema>;

const productFields = {
  name: requiredText(200, m.nameRequired),
  ref: optionalText(60),
  // Unknown values fall back to the defaults instead of refusing the product (part 2 §5, §9).
  productType: productTypeSchema.default(DEFAULT_PRODUCT_TYPE).catch(DEFAULT_PRODUCT_TYPE),
  unitType: unitTypeSchema.default(DEFAULT_UNIT_TYPE).catch(DEFAULT_UNIT_TYPE),
  description: optionalText(5000),
  /** Euros excluding tax, at most 2 decimals; ignored for a bundle, whose price is its lines'. */
  price: z.number({ error: m.priceRequired }).nullish(),
  tax: vatCodeSchema.default(DEFAULT_VAT_CODE).catch(DEFAULT_VAT_CODE),
  category: optionalText(60),
  /** The media library fileId of the product picture (category Product). */
  image: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "L'image est invalide.")
    .nullish()
    .transform((v) => v ?? null),
  childIds: z
    .array(childIdSchema)
    .max(MAX_BUNDLE_CHILDREN, m.tooManyChildren)
    .nullish()
    .transform((v) => v ?? []),
};

type RawProduct = {
  price?: number | null | undefined;
  childIds: ChildId[];
};

function checkPriceAndChildren(product: RawProduct, ctx: z.RefinementCtx): void {
  if (product.childIds.length === 0) {
    const price = product.price;
    if (price === null || price === undefined || !(price > 0)) {
      ctx.addIssue({ code: "custom", path: ["price"], message: m.priceRequired });
    } else {
      const cents = eurosToCents(price);
      if (cents === null) ctx.addIssue({ code: "custom", path: ["price"], message: m.priceDecimals });
      else if (cents > MAX_PRICE_CENTS) ctx.addIssue({ code: "custom", path: ["price"], message: m.priceTooHigh });
    }
  }
  const ids = product.childIds.map((c) => c.id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["childIds"], message: m.childTwice });
}

/**
 * What the rules make of a product: DEBOUR carries no VAT, a bundle has no price of its own (its
 * price is the sum of its lines, computed on read), a simple product's price becomes cents.
 */
function normalise<T extends RawProduct & { productType: (typeof productTypes)[number]; tax: (typeof vatCodes)[number] }>(
  product: T,
) {
  const isBundle = product.childIds.length > 0;
  const { price, ...rest } = product;
  return {
    ...rest,
    tax: product.productType === "DEBOUR" ? ("TAX_0" as const) : product.tax,
    priceCents: isBundle ? null : (eurosToCents(price ?? 0) as number),
  };
}

/** The product of POST product/create. */
export const productInputSchema = z.object(productFields).superRefine(checkPriceAndChildren).transform(normalise);
export type ProductInputValues = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;

/** The product of POST product/update: the whole product, its id included. */
export const productUpdateInputSchema = z
  .object({ ...productFields, productId: productIdSchema })
  .superRefine(checkPriceAndChildren)
  .transform(normalise);
export type ProductUpdateInput = z.output<typeof productUpdateInputSchema>;

export const productCreateSchema = z.object({ vendorId, product: productInputSchema });
export const productUpdateSchema = z.object({ vendorId, product: productUpdateInputSchema });
export const productDuplicateSchema = z.object({ vendorId, productId: productIdSchema });
export const productDeleteSchema = z.object({
  vendorId,
  productIds: z
    .array(productIdSchema, { error: m.productIdsRequired })
    .min(1, m.productIdsRequired)
    .max(500, m.tooManyProductIds),
});
export const productDeleteResponseSchema = z.object({ productIds: z.array(z.string()) });
/** POST product/import: the accepted rows of a catalogue file; a reference already in the catalogue updates that product. */
export const productImportSchema = z.object({
  vendorId,
  products: z
    .array(productInputSchema, { error: m.importEmpty })
    .min(1, m.importEmpty)
    .max(MAX_CATALOGUE_PRODUCTS, m.importTooManyRows),
});
export const productImportResponseSchema = z.object({ created: z.number(), updated: z.number() });
export const productQuerySchema = z.object({ vendorId, productId: productIdSchema });

export const productSortFields = ["name", "ref", "price", "priceTTC", "unitSold", "tax", "revenue"] as const;
export type ProductSortField = (typeof productSortFields)[number];
export const sortOrders = ["asc", "desc"] as const;
export type SortOrder = (typeof sortOrders)[number];
export const DEFAULT_PRODUCT_SORT = { sortBy: "unitSold", sortOrder: "desc" } as const;

export const productListQuerySchema = z
  .object({
    vendorId,
    searchTerm: z.string().max(200, "La recherche est trop longue.").optional(),
    category: z.string().max(60, m.sortInvalid).optional(),
    sortBy: z.enum(productSortFields, { error: m.sortInvalid }).optional(),
    sortOrder: z.enum(sortOrders, { error: m.sortInvalid }).optional(),
  })
  // Without a field the spec's default applies (units sold, descending); a field alone sorts ascending.
  .transform((q) => ({
    ...q,
    sortBy: q.sortBy ?? DEFAULT_PRODUCT_SORT.sortBy,
    sortOrder: q.sortOrder ?? (q.sortBy ? "asc" : DEFAULT_PRODUCT_SORT.sortOrder),
  }));

/** A product as the catalogue shows it; amounts in euros (2 decimals), computed from cents. */
export const productBaseSchema = z.object({
  productId: z.string(),
  name: z.string(),
  ref: z.string().nullable(),
  productType: z.enum(productTypes),
  unitType: z.enum(unitTypes),
  description: z.string().nullable(),
  /** Excluding tax; for a bundle, the sum of its lines. */
  price: z.number(),
  /** Including tax; for a bundle, its lines' bases plus the VAT of each rate. */
  priceTTC: z.number(),
  /** The VAT code; null for a bundle whose lines mix rates (see taxLines). */
  tax: z.enum(vatCodes).nullable(),
  taxLines: z.array(z.object({ tax: z.enum(vatCodes), base: z.number(), amount: z.number() })),
  category: z.string().nullable(),
  image: z.string().nullable(),
  unitSold: z.number(),
  revenue: z.number(),
  childIds: z.array(z.object({ id: z.string(), quantity: z.number() })),
  /** The bundle this product is shown in, inside `children`; null in the catalogue. */
  parentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductBase = z.infer<typeof productBaseSchema>;

export const productChildSchema = z.object({ quantity: z.number(), productId: z.string(), product: productBaseSchema });
export const productSchema = productBaseSchema.extend({ children: z.array(productChildSchema) });
export type Product = z.infer<typeof productSchema>;
export type ProductChild = z.infer<typeof productChildSchema>;

export const productListResponseSchema = z.object({ products: z.array(productSchema) });

export const productConfigQuerySchema = z.object({ vendorId });
export const productConfigSchema = z.object({ categories: z.array(z.string()) });
export type ProductConfig = z.infer<typeof productConfigSchema>;

/** POST product/config/update: the whole list of categories, in the order to show them. */
export const productConfigUpdateSchema = z
  .object({
    vendorId,
    categories: z.array(categoryNameSchema).max(MAX_CATEGORIES, m.tooManyCategories),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    for (const name of config.categories) {
      const key = name.toLocaleLowerCase("fr");
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["categories"], message: m.categoryTwice(name) });
      seen.add(key);
    }
  });
export type ProductConfigUpdate = z.output<typeof productConfigUpdateSchema>;
