import type { QuoteType } from "@cortege/domain";

const seriesName: Record<QuoteType, string> = {
  QUOTE: "des devis",
  INVOICE: "des factures",
  CREDIT_NOTE: "des avoirs",
  DEPOSIT: "des factures d'acompte",
};

/** French messages of numbering per legal entity, originals and retention (docs/decisions.md). */
export const legalDocumentMessages = {
  prefixUsedByOtherSeries: (prefix: string, other: QuoteType) =>
    `Le préfixe « ${prefix} » a déjà servi à numéroter ${seriesName[other]} de votre entreprise : il ne peut pas passer à une autre série.`,
  numberAlreadyUsed: (number: string) =>
    `Le numéro ${number} a déjà été attribué par votre entreprise : changez le format de numérotation de cette série.`,
} as const;
