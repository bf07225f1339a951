/** French validation messages, verbatim from the spec (part 1 §5) where it gives them. */
export const contactMessages = {
  firstnameRequired: "Le prénom est requis.",
  lastnameRequired: "Le nom est requis.",
  emailRequired: "L'email est requis.",
  emailInvalid: "Le format de l'email est invalide.",
  phoneRequired: "Le numéro de téléphone est requis",
  phoneInvalid: "Le numéro de téléphone est invalide.",
  phoneCodeInvalid: "L'indicatif téléphonique est invalide.",
  postalCodeInvalid: "Le code postal doit contenir 5 chiffres.",
  countryCodeInvalid: "Le code pays doit contenir 2 lettres.",
  latitudeInvalid: "La latitude est invalide.",
  longitudeInvalid: "La longitude est invalide.",
  tooLong: "Ce champ est trop long.",
} as const;
