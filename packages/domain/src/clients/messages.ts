export const clientMessages = {
  contactsRequired: "Au moins un contact est requis.",
  tooManyContacts: "Un client ne peut pas avoir plus de 10 contacts.",
  sourceInvalid: "La source est invalide.",
  statusInvalid: "Le statut du client est invalide.",
  typeInvalid: "Le type de client est invalide.",
  clientNotFound: "Client introuvable.",
  clientIdsRequired: "Choisissez au moins un client.",
  tooManyClientIds: "Vous ne pouvez pas traiter plus de 100 clients à la fois.",
  tooManyAttachments: "Un client ne peut pas avoir plus de 50 pièces jointes.",
  filenameRequired: "Le nom du fichier est requis.",
  sortInvalid: "Le tri demandé est invalide.",
  /** A client has no showcase: its company's trade name is its « nom commercial ». */
  tradeNameRequired: "Le nom commercial est requis.",
} as const;
