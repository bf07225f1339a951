/**
 * Company validation texts: verbatim from the spec (part 1 §5) where it words them (the contract, so
 * without the final period the spec does not give them), ours otherwise, each a sentence with its period.
 */
export const companyMessages = {
  corporateNameRequired: "La raison sociale est requise.",
  tradeNameRequired: "Le nom pour la vitrine est requis.",
  sirenRequired: "Le SIREN est requis",
  sirenInvalid: "Le SIREN doit contenir 9 chiffres",
  siretRequired: "Le SIRET est requis",
  siretInvalid: "Le SIRET doit contenir 14 chiffres",
  rnaRequired: "Le numéro RNA est requis.",
  rnaInvalid: "Le numéro RNA doit contenir la lettre W suivie de 9 chiffres.",
  gusoRequired: "Le numéro GUSO est requis.",
  gusoInvalid: "Le numéro GUSO doit contenir 8 à 10 chiffres.",
  sirenChecksum: "Le SIREN n'est pas valide : vérifiez les chiffres saisis.",
  siretChecksum: "Le SIRET n'est pas valide : vérifiez les chiffres saisis.",
  siretSirenMismatch: "Le SIRET doit commencer par les 9 chiffres du SIREN.",
  vatNumberInvalid: "Le numéro de TVA intracommunautaire doit contenir FR, une clé de 2 caractères et le SIREN.",
  vatNumberKeyInvalid: "La clé du numéro de TVA intracommunautaire ne correspond pas au SIREN.",
  vatNumberSirenMismatch: "Le numéro de TVA intracommunautaire ne correspond pas au SIREN de l'entreprise.",
  shareCapitalInvalid: "Le capital social doit être un montant positif.",
  creationDateInvalid: "La date de création est invalide.",
  /** Printed on documents while the SIRET is being assigned (missing-information flow). */
  siretPendingMention: "Attribution du numéro SIRET en cours",
} as const;
