import { type VatCode, vatLabels } from "../products/vat.ts";
import { formatEurosFr } from "./allocation.ts";
import { formatDateFr } from "./calendar-dates.ts";
import type { QuoteType } from "./document-types.ts";

/** "une facture", "un avoir": a document as a sentence names it. */
const withArticle: Record<QuoteType, string> = {
  QUOTE: "un devis",
  INVOICE: "une facture",
  CREDIT_NOTE: "un avoir",
  DEPOSIT: "une facture d'acompte",
};
const issuedName: Record<QuoteType, string> = {
  QUOTE: "Un devis",
  INVOICE: "Une facture émise",
  CREDIT_NOTE: "Un avoir émis",
  DEPOSIT: "Une facture d'acompte émise",
};
const rateLabel = (rate: VatCode | null) => (rate ? `au taux de ${vatLabels[rate]}` : "en débours");

/**
 * Document texts: verbatim from the spec where it words them (part 2 §5 and §8), ours otherwise
 * (docs/decisions.md "Documents").
 */
export const documentMessages = {
  // Quote form (part 2 §5 and §8), verbatim.
  clientRequired: "Veuillez renseigner un client pour le devis",
  saveFailed: "Une erreur s'est produit lors de la sauvegarde du devis",
  productsRequired: "Veuillez ajouter au moins un produit au devis",

  // Lifecycle.
  statusNotSelectable: "Ce statut ne peut pas être choisi.",
  canceledIsFinal: "Un document annulé ne peut plus changer de statut.",
  statusNotForType: (status: string, type: QuoteType) => `Le statut « ${status} » ne s'applique pas à ${withArticle[type]}.`,
  issuedBackToDraft: (type: QuoteType) =>
    `${issuedName[type]} ne peut pas redevenir un brouillon : émettez un avoir pour la corriger.`,
  transitionRefused: (from: string, to: string) => `Un document « ${from} » ne peut pas passer à « ${to} ».`,
  quoteStillValid: (expirationDate: string) =>
    `Le devis est valable jusqu'au ${formatDateFr(expirationDate)} : il ne peut pas encore être marqué expiré.`,
  notOverdueYet: (dueDate: string) =>
    `L'échéance de paiement (${formatDateFr(dueDate)}) n'est pas dépassée : le document ne peut pas être en retard.`,
  cancelNeedsCreditNote:
    "Une facture émise ne s'annule que par un avoir de son montant total : émettez l'avoir, la facture passera alors à « Annulé ».",
  issuedNotEditable: (type: QuoteType) =>
    type === "CREDIT_NOTE"
      ? "Un avoir émis ne peut plus être modifié : émettez un nouvel avoir ou une facture pour le corriger."
      : `${issuedName[type]} ne peut plus être modifiée : émettez un avoir pour la corriger.`,
  issuedNotDeletable: (type: QuoteType) =>
    type === "CREDIT_NOTE"
      ? "Un avoir émis ne peut pas être supprimé : vous pouvez l'archiver."
      : `${issuedName[type]} ne peut pas être supprimée : émettez un avoir pour l'annuler, ou archivez-la.`,
  acceptedQuoteNotEditable: "Un devis accepté ne peut plus être modifié : dupliquez-le pour proposer un nouveau devis.",
  acceptedQuoteNotDeletable: "Un devis accepté ne peut pas être supprimé : vous pouvez l'archiver.",
  canceledNotEditable: "Un document annulé ne peut plus être modifié.",

  // Lines and discounts.
  quantityInvalid: (line: number) => `La quantité de la ligne ${line} doit être supérieure à 0, avec au plus 3 décimales.`,
  unitPriceInvalid: (line: number) => `Le prix unitaire de la ligne ${line} doit être un montant positif en euros.`,
  lineDiscountInvalid: (line: number) => `La remise de la ligne ${line} doit être comprise entre 0 et 100 %.`,
  lineDiscountTooHigh: (line: number) => `La remise de la ligne ${line} dépasse son montant.`,
  globalDiscountInvalid: "La remise globale doit être comprise entre 0 et 100 %.",
  globalDiscountTooHigh: "La remise globale dépasse le montant des lignes.",

  // Deposits and credit notes.
  depositRequired: "Le montant de l'acompte doit être supérieur à 0.",
  depositPercentTooHigh: "Un acompte ne peut pas dépasser 100 % du total.",
  depositTooHigh: (leftCents: number) =>
    `L'acompte dépasse ce qui reste à facturer sur le devis (${formatEurosFr(leftCents)} TTC).`,
  depositsExceedTotal: "Les acomptes dépassent le total du devis.",
  depositsExceedInvoice: (rate: VatCode | null) => `Les acomptes déduits dépassent le montant de la facture ${rateLabel(rate)}.`,
  creditNoteAmountRequired: "Le montant de l'avoir doit être supérieur à 0.",
  creditNoteTooHigh: (leftCents: number) =>
    `L'avoir dépasse ce qui reste à annuler sur la facture (${formatEurosFr(leftCents)} TTC).`,
  creditNoteRateTooHigh: (rate: VatCode | null) => `L'avoir dépasse ce qui reste à annuler sur la facture ${rateLabel(rate)}.`,

  // Numbering.
  numberingNotChronological: (lastDate: string) =>
    `La numérotation doit suivre l'ordre chronologique : le dernier document de cette série est daté du ${lastDate}.`,
  prefixRequired: "Le préfixe est requis.",
  prefixInvalid: "Le préfixe ne peut contenir que des lettres sans accent, des chiffres, « - » ou « _ » (10 caractères au plus).",
  dateFormatInvalid: "Le format de date est invalide.",
  numberDigitsInvalid: "Le numéro doit compter de 3 à 10 chiffres.",
  prefixTaken: (prefix: string, other: QuoteType) =>
    `Le préfixe « ${prefix} » est déjà celui d'une autre série (${withArticle[other]}) : chaque type de document a le sien.`,
  counterInvalid: "Le compteur doit être un nombre entier supérieur ou égal à 1.",
  counterLocked:
    "Le compteur ne peut plus être modifié : des documents ont déjà été numérotés dans cette série, la suite doit rester continue.",

  // Payment terms.
  paymentTermsInvalid: "Les conditions de paiement sont invalides.",
  paymentDaysInvalid: "Le délai de paiement doit être un nombre de jours entre 0 et 365.",
  paymentTermsTooLongForBusiness:
    "Pour un client professionnel, le délai de paiement ne peut pas dépasser 60 jours après la date de facture ou 45 jours fin de mois.",
} as const;

/** Missing mentions that block issuing a document (reference §1.2 and §1.5). */
export const mentionMessages = {
  sellerName: "La raison sociale de votre entreprise est manquante.",
  sellerAddress: "L'adresse de votre entreprise est incomplète (rue, code postal et ville).",
  sellerSiren: "Le numéro SIREN de votre entreprise est manquant.",
  sellerSiret: "Le numéro SIRET de votre entreprise est manquant (ou indiquez qu'il est en cours d'attribution).",
  sellerLegalForm: "La forme juridique de votre entreprise est manquante.",
  sellerSirenAssociation:
    "Le numéro SIREN de votre association est manquant : il est obligatoire pour facturer (l'Insee l'attribue sur demande).",
  sellerIntermittent:
    "Un artiste intermittent payé par le GUSO ne facture pas : l'organisateur vous déclare et vous rémunère en salaire. Pour facturer, choisissez le type « Entreprise » dans vos informations d'entreprise et indiquez votre SIREN.",
  clientSiren: "Le numéro SIREN du client professionnel est manquant : il est obligatoire sur les factures.",
  sellerShareCapital: "Le capital social de votre entreprise est manquant.",
  sellerRcs: "Le numéro RCS et la ville du greffe de votre entreprise sont manquants.",
  sellerVatNumber: "Le numéro de TVA intracommunautaire de votre entreprise est manquant.",
  vatExemptionMention: "La mention d'exonération de TVA est manquante (par exemple « TVA non applicable, art. 293 B du CGI »).",
  vatOnExemptSeller: "Votre entreprise n'applique pas la TVA : toutes les lignes doivent être à 0 %.",
  clientName: "Le nom du client est manquant.",
  clientAddress: "L'adresse du client est incomplète (rue, code postal et ville).",
  lines: "Le document doit contenir au moins une ligne.",
  lineName: (line: number) => `La désignation de la ligne ${line} est manquante.`,
  issueDate: "La date du document est manquante.",
  dueDate: "La date d'échéance du paiement est manquante.",
  quoteValidity: "La date de validité du devis est manquante.",
  latePaymentPenalties:
    "Le taux des pénalités de retard est manquant : il est obligatoire sur une facture à un client professionnel.",
  correctedInvoice: "L'avoir doit indiquer la facture qu'il corrige (numéro et date).",
  deductedDeposit: (index: number) =>
    `L'acompte déduit n° ${index} n'a pas de facture d'acompte émise : émettez-la avant la facture de solde.`,
} as const;
