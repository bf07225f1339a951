/** Product types of the spec (part 2 §9): DEBOUR is a disbursement, re-invoiced at cost without VAT. */
export const productTypes = ["BNC", "BIC_1", "BIC_2", "DEBOUR"] as const;
export type ProductType = (typeof productTypes)[number];

export const unitTypes = [
  "PIECE",
  "KILOGRAM",
  "GRAM",
  "LITER",
  "METER",
  "SQUARE_METER",
  "CUBIC_METER",
  "HOUR",
  "DAY",
  "PACK",
  "PACKAGE",
  "ITEM",
  "PERSON",
  "SET",
  "SESSION",
  "PACKAGE_HOUR",
  "PACKAGE_DAY",
] as const;
export type UnitType = (typeof unitTypes)[number];

export const DEFAULT_PRODUCT_TYPE: ProductType = "BNC";
export const DEFAULT_UNIT_TYPE: UnitType = "PIECE";

/** An unknown product type becomes BNC (part 2 §5 "unknown enumeration values fall back to defaults", §9). */
export function toProductType(value: unknown): ProductType {
  return (productTypes as readonly unknown[]).includes(value) ? (value as ProductType) : DEFAULT_PRODUCT_TYPE;
}

/** An unknown unit becomes PIECE (part 2 §5 and §9). */
export function toUnitType(value: unknown): UnitType {
  return (unitTypes as readonly unknown[]).includes(value) ? (value as UnitType) : DEFAULT_UNIT_TYPE;
}

export const productTypeLabels: Record<ProductType, string> = {
  BNC: "Prestation de service (BNC)",
  BIC_1: "Vente de marchandises (BIC)",
  BIC_2: "Prestation commerciale (BIC)",
  DEBOUR: "Débours",
};

export const unitTypeLabels: Record<UnitType, string> = {
  PIECE: "Pièce",
  KILOGRAM: "Kilogramme",
  GRAM: "Gramme",
  LITER: "Litre",
  METER: "Mètre",
  SQUARE_METER: "Mètre carré",
  CUBIC_METER: "Mètre cube",
  HOUR: "Heure",
  DAY: "Jour",
  PACK: "Pack",
  PACKAGE: "Forfait",
  ITEM: "Article",
  PERSON: "Personne",
  SET: "Ensemble",
  SESSION: "Séance",
  PACKAGE_HOUR: "Forfait horaire",
  PACKAGE_DAY: "Forfait journalier",
};
