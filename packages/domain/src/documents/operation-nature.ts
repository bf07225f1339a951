import type { ProductType } from "../products/product-types.ts";

/**
 * The nature of the operation an invoice must state from the e-invoicing reform (reference §1.2 #20):
 * deliveries of goods, services, or both. Derived from the lines' product types: a sale of goods (BIC_1)
 * is a delivery of goods; BNC and commercial services (BIC_2) are services; a disbursement (DEBOUR) is
 * neither (costs paid on the client's behalf) and does not count.
 */
export const operationNatures = ["GOODS", "SERVICES", "MIXED"] as const;
export type OperationNature = (typeof operationNatures)[number];

export const operationNatureLabels: Record<OperationNature, string> = {
  GOODS: "Livraison de biens",
  SERVICES: "Prestation de services",
  MIXED: "Livraison de biens et prestation de services",
};

/** Null when no line says (only disbursements, or no line). */
export function operationNatureOf(productTypes: readonly ProductType[]): OperationNature | null {
  const goods = productTypes.includes("BIC_1");
  const services = productTypes.some((t) => t === "BNC" || t === "BIC_2");
  if (goods && services) return "MIXED";
  if (goods) return "GOODS";
  if (services) return "SERVICES";
  return null;
}

/** The printed line, « Nature de l'opération : Prestation de services ». */
export const operationNatureMention = (nature: OperationNature) => `Nature de l'opération : ${operationNatureLabels[nature]}`;

/**
 * The option for paying VAT on debits (art. 269-2-c CGI), printed when the vendor has taken it. It only
 * concerns services (goods are always taxed on delivery), so an invoice of goods alone does not print it.
 */
export const VAT_ON_DEBITS_MENTION = "Option pour le paiement de la taxe d'après les débits";
