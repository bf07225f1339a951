/** The messaging service's French messages and its closed set of error codes. */
export const messagingMessages = {
  conversationNotFound: "Conversation introuvable.",
  clientRequired: "Le client est requis.",
  messageEmpty: "Le message est vide.",
  messageTooLong: "Le message ne peut pas dépasser 5000 caractères.",
  objectTooLong: "L'objet ne peut pas dépasser 200 caractères.",
  tooManyAttachments: "Un message ne peut pas avoir plus de 10 pièces jointes.",
  attachmentNotFound: "Une pièce jointe est introuvable : envoyez-la à nouveau.",
  /** Added to an e-mailed answer whose attachment was not kept (the text of the refusal follows). */
  attachmentNotKept: (reason: string) => `[Pièce jointe non conservée] ${reason}`,
  attachmentsTooLarge: "Les pièces jointes sont trop volumineuses : 15 Mo au maximum par fichier.",
  conversationIdsRequired: "Choisissez au moins une conversation.",
  tooManyConversationIds: "Vous ne pouvez pas traiter plus de 100 conversations à la fois.",
  predefinedTitleRequired: "Le titre du message prédéfini est requis.",
  predefinedBodyRequired: "Le texte du message prédéfini est requis.",
  predefinedNotFound: "Message prédéfini introuvable.",
  tooManyPredefined: "Vous ne pouvez pas avoir plus de 50 messages prédéfinis.",
  indexInvalid: "L'index du message prédéfini est invalide.",
  searchTooLong: "La recherche est trop longue.",
} as const;

export const messagingErrorCodes = {
  CONVERSATION_NOT_FOUND: "CONVERSATION_NOT_FOUND",
  ATTACHMENT_NOT_FOUND: "ATTACHMENT_NOT_FOUND",
  PREDEFINED_NOT_FOUND: "PREDEFINED_NOT_FOUND",
  TOO_MANY_PREDEFINED: "TOO_MANY_PREDEFINED",
} as const;
