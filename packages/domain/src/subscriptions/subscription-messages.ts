/** The closed set of billing error codes (mapped to HTTP in the API's subscriptions service). */
export const subscriptionErrorCodes = {
  BILLING_NOT_CONFIGURED: "BILLING_NOT_CONFIGURED",
  BILLING_UNAVAILABLE: "BILLING_UNAVAILABLE",
  OFFER_NOT_FOUND: "OFFER_NOT_FOUND",
  SUBSCRIPTION_NOT_FOUND: "SUBSCRIPTION_NOT_FOUND",
  TRIAL_ALREADY_USED: "TRIAL_ALREADY_USED",
  ALREADY_SUBSCRIBED: "ALREADY_SUBSCRIBED",
  NOT_IN_TRIAL: "NOT_IN_TRIAL",
  NO_PAYMENT_METHOD: "NO_PAYMENT_METHOD",
  ALREADY_ENDED: "ALREADY_ENDED",
  PLAN_REQUIRED: "PLAN_REQUIRED",
  NOT_PAYING: "NOT_PAYING",
  SAME_PLAN: "SAME_PLAN",
  WRONG_PASSWORD: "WRONG_PASSWORD",
  BAD_SIGNATURE: "BAD_SIGNATURE",
} as const;
export type SubscriptionErrorCode = (typeof subscriptionErrorCodes)[keyof typeof subscriptionErrorCodes];

export const subscriptionMessages = {
  notConfigured: "La facturation n'est pas configurée sur ce serveur : aucun abonnement ne peut être souscrit.",
  unavailable: "Le service de paiement ne répond pas pour le moment. Réessayez dans quelques minutes.",
  offerNotFound: "Cette offre n'existe pas ou n'est plus proposée.",
  subscriptionNotFound: "Abonnement introuvable.",
  trialAlreadyUsed: "Vous avez déjà profité de la période d'essai.",
  alreadySubscribed: "Vous avez déjà un abonnement en cours.",
  notInTrial: "Cet abonnement n'est pas en période d'essai.",
  noPaymentMethod: "Aucun moyen de paiement n'est enregistré : choisissez une offre pour vous abonner.",
  alreadyEnded: "Cet abonnement est terminé.",
  premiumRequired: "Cette fonctionnalité fait partie de l'offre Premium.",
  essentialRequired: "Cette fonctionnalité fait partie des offres Essentiel et Premium.",
  notPaying: "Seul un abonnement payé change d'offre ici : pendant l'essai, choisissez une offre pour vous abonner.",
  samePlan: "C'est déjà votre offre.",
  passwordRequired: "Saisissez votre mot de passe.",
  quantity: "La quantité doit être un nombre entier entre 1 et 50.",
  badSignature: "Signature du webhook invalide.",
} as const;
