export const productMessages = {
  nameRequired: "Le nom du produit est requis.",
  priceRequired: "Le prix du produit est requis.",
  priceDecimals: "Le prix ne peut pas avoir plus de 2 décimales.",
  priceTooHigh: "Le prix ne peut pas dépasser 9 999 999,99 €.",
  productTypeInvalid: "Le type de produit est invalide.",
  unitTypeInvalid: "L'unité est invalide.",
  taxInvalid: "Le taux de TVA est invalide.",
  quantityInvalid: "La quantité doit être comprise entre 0,001 et 10 000, avec au plus 3 décimales.",
  tooManyChildren: "Un lot ne peut pas contenir plus de 50 produits.",
  childTwice: "Un produit apparaît deux fois dans le lot.",
  childNotFound: "Un produit du lot est introuvable.",
  bundleContainsItself: "Un lot ne peut pas se contenir lui-même.",
  bundleCycle: (names: string[]) => `Ce lot formerait une boucle : ${names.join(" → ")}.`,
  /** The spec's bad-data message for an unknown product id (part 2 §4 and §8). */
  productNotFound: "Product not found",
  productIdsRequired: "Choisissez au moins un produit.",
  tooManyProductIds: "Vous ne pouvez pas traiter plus de 500 produits à la fois.",
  usedInBundle: (child: string, bundle: string) =>
    `« ${child} » fait partie du lot « ${bundle} » : retirez-le du lot avant de le supprimer.`,
  categoryRequired: "Le nom de la catégorie est requis.",
  categoryTwice: (name: string) => `La catégorie « ${name} » apparaît deux fois.`,
  tooManyCategories: "Le catalogue ne peut pas avoir plus de 100 catégories.",
  categoryUnknown: (name: string) => `La catégorie « ${name} » n'existe pas dans votre catalogue.`,
  catalogueFull: "Votre catalogue ne peut pas dépasser 2 000 produits.",
  sortInvalid: "Le tri demandé est invalide.",
  importEmpty: "Le fichier ne contient aucun produit.",
  importTooManyRows: "Un import ne peut pas dépasser 2 000 lignes.",
  importMissingColumns: (columns: string[]) => `Colonnes manquantes : ${columns.join(", ")}.`,
  importBundle: "Les lots ne s'importent pas : composez-les dans le catalogue.",
  importRefAmbiguous: (ref: string) => `Plusieurs produits portent la référence « ${ref} ».`,
  importRefIsBundle: (ref: string) => `La référence « ${ref} » désigne un lot, qui ne se remplace pas par import.`,
} as const;

/** Stable codes of the product refusals that are not plain validation. */
export const productErrorCodes = {
  PRODUCT_NOT_FOUND: "PRODUCT_NOT_FOUND",
  BUNDLE_CYCLE: "BUNDLE_CYCLE",
  PRODUCT_IN_BUNDLE: "PRODUCT_IN_BUNDLE",
  CATALOGUE_FULL: "CATALOGUE_FULL",
} as const;
