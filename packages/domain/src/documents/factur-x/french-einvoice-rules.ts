import { checkVatNumber, isValidSiren } from "../../companies/identifiers.ts";
import { isValidIban } from "../bank-details.ts";
import { VAT_ON_DEBITS_MENTION } from "../operation-nature.ts";
import type { FacturXInput } from "./cii-invoice.ts";

/**
 * The French rules an e-invoice must meet on top of EN 16931 (the official artefacts we run check EN 16931
 * only), limited to what our legal reference supports (../shared/reference/french-invoicing.md, § in each
 * rule) and can be checked on the data the XML is written from. Pure: run on the Factur-X input, before its
 * XML leaves for the plateforme agréée. Our own identifiers (FR-…): the official French CIUS numbering
 * (BR-FR-…) is not in our reference, so none is claimed. docs/decisions.md lists them with their sources.
 */
export type FrenchRule = {
  id: string;
  /** The reference's section the rule comes from. */
  source: string;
  /** Whether the rule concerns this document (a B2B rule skips a consumer's invoice). */
  appliesTo: (input: FacturXInput) => boolean;
  passes: (input: FacturXInput) => boolean;
  message: string;
};

export type FrenchRuleFailure = { id: string; message: string };

/** A business buyer established in France: the domestic B2B e-invoicing scope (§2.2). */
const domesticB2b = (i: FacturXInput) => i.buyer?.type === "PROFESSIONAL" && (i.buyer.address?.countryCode ?? "FR") === "FR";
const isConsumer = (i: FacturXInput) => i.buyer === null || i.buyer.type === "INDIVIDUAL";
/** An invoice that asks for payment (not a credit note). */
const charges = (i: FacturXInput) => i.type === "INVOICE" || i.type === "DEPOSIT";
const hasNote = (i: FacturXInput, pattern: RegExp) => i.notes.some((n) => pattern.test(n));
const digits = (v: string | null | undefined) => (v ?? "").replace(/\s+/g, "");
const addressComplete = (a: { street: string | null; postalCode: string | null; city: string | null } | null | undefined) =>
  Boolean(a?.street && a.postalCode && a.city);

/** A French VAT number must be FR + the key of the party's own SIREN (§4.1); a foreign one is not checked here. */
function vatMatchesSiren(vatNumber: string | null, siren: string | null): boolean {
  const vat = digits(vatNumber).toUpperCase();
  if (!vat.startsWith("FR")) return true;
  const check = checkVatNumber(vat);
  if (check.status !== "valid" && check.status !== "unverifiable-key") return false;
  return !siren || check.siren === digits(siren);
}

export const frenchEinvoiceRules: readonly FrenchRule[] = [
  {
    id: "FR-01",
    source: "§1.2 #5, §4.1",
    appliesTo: () => true,
    passes: (i) => isValidSiren(digits(i.seller.siren)),
    message:
      "Le numéro SIREN de votre entreprise est manquant ou invalide : une facture électronique identifie le vendeur par son SIREN.",
  },
  {
    id: "FR-02",
    source: "§1.2 #5",
    appliesTo: () => true,
    passes: (i) => addressComplete(i.seller.address),
    message: "L'adresse du siège de votre entreprise (rue, code postal, ville) est incomplète.",
  },
  {
    id: "FR-03",
    source: "§1.2 #8, §4.1",
    appliesTo: (i) => Boolean(i.seller.vatNumber),
    passes: (i) => vatMatchesSiren(i.seller.vatNumber, i.seller.siren),
    message: "Le numéro de TVA intracommunautaire de votre entreprise ne correspond pas à son SIREN (FR + clé + SIREN).",
  },
  {
    id: "FR-04",
    source: "§1.2 #20, §2.5",
    appliesTo: domesticB2b,
    passes: (i) => isValidSiren(digits(i.buyer?.siren)),
    message:
      "Le numéro SIREN du client professionnel est manquant ou invalide : il est obligatoire sur une facture électronique.",
  },
  {
    id: "FR-05",
    source: "§1.2 #10, §4.1",
    appliesTo: (i) => Boolean(i.buyer?.vatNumber),
    passes: (i) => vatMatchesSiren(i.buyer?.vatNumber ?? null, i.buyer?.siren ?? null),
    message: "Le numéro de TVA intracommunautaire du client ne correspond pas à son SIREN (FR + clé + SIREN).",
  },
  {
    id: "FR-06",
    source: "§1.2 #9",
    appliesTo: domesticB2b,
    passes: (i) => addressComplete(i.buyer?.address),
    message: "L'adresse du client professionnel (rue, code postal, ville) est incomplète.",
  },
  {
    id: "FR-07",
    source: "§1.2 #20",
    appliesTo: domesticB2b,
    passes: (i) => i.operationNature !== null && hasNote(i, /^Nature de l'opération/),
    message: "La nature de l'opération (livraison de biens, prestation de services ou les deux) doit figurer sur la facture.",
  },
  {
    id: "FR-08",
    source: "§1.2 #20",
    appliesTo: (i) => i.vatOnDebits,
    passes: (i) => i.notes.includes(VAT_ON_DEBITS_MENTION),
    message: "La mention « Option pour le paiement de la taxe d'après les débits » doit figurer sur la facture.",
  },
  {
    id: "FR-09",
    source: "§1.2 #16",
    appliesTo: (i) => domesticB2b(i) && charges(i),
    passes: (i) => i.dueDate !== null,
    message: "La date d'échéance du paiement doit figurer sur une facture à un client professionnel.",
  },
  {
    id: "FR-10",
    source: "§1.2 #18",
    appliesTo: (i) => domesticB2b(i) && charges(i),
    passes: (i) => hasNote(i, /pénalité/i),
    message: "Le taux des pénalités de retard doit figurer sur une facture à un client professionnel.",
  },
  {
    id: "FR-11",
    source: "§1.2 #19",
    appliesTo: (i) => domesticB2b(i) && charges(i),
    passes: (i) => hasNote(i, /indemnité forfaitaire de 40 €/i),
    message: "L'indemnité forfaitaire de 40 € pour frais de recouvrement doit figurer sur une facture à un client professionnel.",
  },
  {
    id: "FR-12",
    source: "§1.2 #19",
    appliesTo: isConsumer,
    passes: (i) => !hasNote(i, /indemnité forfaitaire/i),
    message: "L'indemnité forfaitaire de 40 € ne peut pas être demandée à un particulier : retirez-la de la facture.",
  },
  {
    id: "FR-13",
    source: "§1.2 #17",
    appliesTo: (i) => domesticB2b(i) && charges(i),
    passes: (i) => hasNote(i, /escompte/i),
    message: "Les conditions d'escompte (ou l'absence d'escompte) doivent figurer sur une facture à un client professionnel.",
  },
  {
    id: "FR-14",
    source: "§2.4, §2.5",
    appliesTo: (i) => i.type === "CREDIT_NOTE",
    passes: (i) => i.correctedInvoice !== null,
    message: "Un avoir doit faire référence à la facture qu'il corrige.",
  },
  {
    id: "FR-15",
    source: "§1.7",
    appliesTo: (i) =>
      i.type === "INVOICE" &&
      (i.deducted.taxDetails.some((d) => d.baseCents !== 0 || d.taxAmountCents !== 0) || i.deducted.disbursementsCents !== 0),
    passes: (i) => i.deductedDeposits.length > 0,
    message: "Une facture de solde doit faire référence aux factures d'acompte qu'elle déduit.",
  },
  {
    id: "FR-16",
    source: "§4.1",
    appliesTo: (i) => Boolean(i.payment.iban),
    passes: (i) => isValidIban(i.payment.iban as string),
    message: "L'IBAN des coordonnées bancaires n'est pas valide (clé de contrôle).",
  },
];

/** The French rules this e-invoice breaks, in the table's order; none means it may leave for the PA. */
export function frenchEinvoiceFailures(input: FacturXInput): FrenchRuleFailure[] {
  return frenchEinvoiceRules
    .filter((rule) => rule.appliesTo(input) && !rule.passes(input))
    .map(({ id, message }) => ({ id, message }));
}
