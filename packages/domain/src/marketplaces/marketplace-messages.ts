/** The marketplaces' closed set of error codes and their French messages. */
export const marketplaceErrorCodes = {
  MARKETPLACE_NOT_CONFIGURED: "MARKETPLACE_NOT_CONFIGURED",
  MARKETPLACE_NOT_CONNECTED: "MARKETPLACE_NOT_CONNECTED",
  MARKETPLACE_LOGIN_REFUSED: "MARKETPLACE_LOGIN_REFUSED",
  MARKETPLACE_RATE_LIMITED: "MARKETPLACE_RATE_LIMITED",
  MARKETPLACE_UNAVAILABLE: "MARKETPLACE_UNAVAILABLE",
  MARKETPLACE_CONVERSATION_NOT_FOUND: "MARKETPLACE_CONVERSATION_NOT_FOUND",
} as const;
export type MarketplaceErrorCode = (typeof marketplaceErrorCodes)[keyof typeof marketplaceErrorCodes];

export const marketplaceMessages = {
  notConfigured: "Cette marketplace n'est pas disponible sur ce serveur.",
  notConnected: "Connectez d'abord votre compte sur cette marketplace.",
  loginRefused: "La marketplace a refusé la connexion.",
  rateLimited: "La marketplace limite les requêtes : réessayez dans quelques minutes.",
  unavailable: "La marketplace ne répond pas : réessayez plus tard.",
  conversationNotFound: "Conversation introuvable.",
  usernameRequired: "L'identifiant est obligatoire.",
  passwordRequired: "Le mot de passe est obligatoire.",
  statusInvalid: "Le statut doit être En attente, Réservée, Traitée ou Refusée.",
  messageRequired: "Le message est vide.",
  messageTooLong: "Le message ne peut pas dépasser 5 000 caractères.",
} as const;
