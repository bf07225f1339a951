export const vendorMessages = {
  vendorTypeRequired: "Le type de prestataire est requis.",
  corporateNameRequired: "La raison sociale est requise.",
  tradeNameRequired: "Le nom pour la vitrine est requis.",
  tooLong: "Ce champ est trop long.",
  vendorNotFound: "Prestataire introuvable.",
  vendorMismatch: "La requête désigne deux prestataires différents.",
} as const;
