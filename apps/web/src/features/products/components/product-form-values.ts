import {
  DEFAULT_PRODUCT_TYPE,
  DEFAULT_UNIT_TYPE,
  DEFAULT_VAT_CODE,
  type PricedProduct,
  type Product,
  type ProductInputValues,
  type ProductType,
  type UnitType,
  type VatCode,
} from "@cortege/domain";

/** The editor's values: amounts and quantities stay as typed (text) when they are not numbers yet. */
export type ProductFormValues = {
  kind: "simple" | "bundle";
  name: string;
  ref: string;
  description: string;
  category: string | null;
  productType: ProductType;
  unitType: UnitType;
  tax: VatCode;
  price: number | string | null;
  image: string | null;
  childIds: { id: string; quantity: number | string }[];
};

export function emptyProductValues(): ProductFormValues {
  return {
    kind: "simple",
    name: "",
    ref: "",
    description: "",
    category: null,
    productType: DEFAULT_PRODUCT_TYPE,
    unitType: DEFAULT_UNIT_TYPE,
    tax: DEFAULT_VAT_CODE,
    price: null,
    image: null,
    childIds: [],
  };
}

export function productFormValues(product: Product): ProductFormValues {
  const isBundle = product.childIds.length > 0;
  return {
    kind: isBundle ? "bundle" : "simple",
    name: product.name,
    ref: product.ref ?? "",
    description: product.description ?? "",
    category: product.category,
    productType: product.productType,
    unitType: product.unitType,
    tax: product.tax ?? DEFAULT_VAT_CODE,
    price: isBundle ? null : product.price,
    image: product.image,
    childIds: product.childIds.map((c) => ({ id: c.id, quantity: c.quantity })),
  };
}

/** What the create and update calls take; a bundle sends its lines and no price, a product the reverse. */
export function productBody(values: ProductFormValues): ProductInputValues {
  const isBundle = values.kind === "bundle";
  return {
    name: values.name,
    ref: values.ref || null,
    description: values.description || null,
    category: values.category,
    productType: values.productType,
    unitType: values.unitType,
    tax: values.tax,
    image: values.image,
    price: isBundle ? null : (values.price as number | null),
    childIds: isBundle ? (values.childIds as { id: string; quantity: number }[]) : [],
  };
}

/** The catalogue as the domain's pricing reads it (cents and thousandths), to explain a bundle being composed. */
export function pricedProduct(product: Product): PricedProduct {
  const isBundle = product.childIds.length > 0;
  return {
    productId: product.productId,
    name: product.name,
    productType: product.productType,
    tax: product.tax ?? DEFAULT_VAT_CODE,
    priceCents: isBundle ? null : Math.round(product.price * 100),
    childIds: product.childIds.map((c) => ({ id: c.id, quantityMilli: Math.round(c.quantity * 1000) })),
  };
}
