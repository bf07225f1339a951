/** French texts of the account flows. The spec gives the meaning; the wording is ours (docs/decisions.md). */
export const userMessages = {
  passwordRequired: "Le mot de passe est requis.",
  passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères.",
  passwordTooLong: "Le mot de passe ne peut pas dépasser 128 caractères.",
  passwordTooCommon: "Ce mot de passe est trop courant : choisissez-en un autre.",
  codeInvalid: "Le code doit contenir 6 chiffres.",
  invalidCredentials: "Identifiants incorrects, veuillez réessayer.",
  emailNotConfirmed:
    "Votre adresse email n'est pas encore confirmée. Saisissez le code reçu par email, ou demandez-en un nouveau.",
  tooManyAttempts: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
  tooManyCodes: "Trop de codes ont été envoyés pour ce compte. Veuillez réessayer dans une heure.",
  codeWrongOrExpired: "Ce code est incorrect ou a expiré. Demandez-en un nouveau.",
  wrongPassword: "Le mot de passe est incorrect.",
  emailTaken: "Cette adresse email est déjà utilisée par un autre compte.",
  sameEmail: "C'est déjà l'adresse email de votre compte.",
  userNotFound: "L'utilisateur n'existe pas.",
  sessionExpired: "Votre session a expiré. Veuillez vous reconnecter.",
  unexpected: "Une erreur inattendue s'est produite. Veuillez réessayer plus tard.",
  fieldRequired: (field: string) => `Le champ ${field} est obligatoire.`,
  requestRefused: "Requête refusée.",
  concurrentConflict: "Une autre requête a enregistré la même chose au même moment : actualisez puis réessayez.",
} as const;
