/** The calendar's French texts (part 2 §5 for the title). */
export const calendarMessages = {
  titleRequired: "Le nom de l'événement est requis.",
  startRequired: "La date de début est requise.",
  endRequired: "La date de fin est requise.",
  endBeforeStart: "La fin doit être après le début.",
  tooManyEmails: "50 invités au plus.",
  rangeInvalid: "La période demandée est invalide.",
  rangeTooLong: "La période demandée ne peut dépasser 2 ans.",
  calendarEventNotFound: "Rendez-vous introuvable.",
  clientNotFound: "Client introuvable.",
  invitationWithoutGuest: "Ajoutez l'e-mail d'au moins un invité pour envoyer l'invitation.",
} as const;
