export const notificationMessages = {
  notificationNotFound: "Notification introuvable.",
  notificationIdInvalid: "La notification est invalide.",
  notificationIdsRequired: "Choisissez au moins une notification.",
  tooManyNotificationIds: "Vous ne pouvez pas traiter plus de 100 notifications à la fois.",
  kindInvalid: "Le type de notification est invalide.",
  subjectRequired: "Le sujet est requis.",
  subjectTooLong: "Le sujet ne peut pas dépasser 200 caractères.",
  messageTooLong: "Le message ne peut pas dépasser 2000 caractères.",
  urlInvalid: "Le lien doit être une adresse http(s) ou un chemin de l'application.",
  markAllRequired: "markAll doit valoir true.",
  digestMinutesInvalid: "Le délai de regroupement doit être compris entre 0 et 60 minutes.",
  endpointInvalid: "L'adresse du service de notification est invalide.",
  endpointKeysInvalid: "Les clés de l'abonnement sont invalides.",
  endpointNotFound: "Appareil introuvable.",
  userMismatch: "Vous ne pouvez gérer que vos propres appareils.",
} as const;

/** Closed set of this feature's error codes (mapped to French messages above). */
export const notificationErrorCodes = {
  NOTIFICATION_NOT_FOUND: "NOTIFICATION_NOT_FOUND",
  ENDPOINT_NOT_FOUND: "ENDPOINT_NOT_FOUND",
  USER_MISMATCH: "USER_MISMATCH",
} as const;
