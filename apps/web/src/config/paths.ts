/** The French paths of the screens (part 1 §2 names /connexion; the others are ours). */
export const paths = {
  home: "/",
  login: "/connexion",
  register: "/inscription",
  confirmEmail: "/inscription/confirmation",
  forgotPassword: "/mot-de-passe-oublie",
  resetPassword: "/mot-de-passe/reinitialiser",
  welcome: "/bienvenue",
  account: "/compte",
  /** « Abonnement » in the account settings: plan, trial, payments, invoices (issue 22). */
  subscription: "/compte/abonnement",
  /** « Notifications » of the account settings: channels and kinds (issue 21). */
  notificationSettings: "/compte/notifications",
  /** Every notification, with the unread filter (?filtre=non-lues&page=). */
  notifications: "/notifications",
  /** The home after login (issue 20): revenue, what waits, next events, statistics. */
  dashboard: "/tableau-de-bord",
  /** Analytics over a chosen period (?du&au). */
  statistics: "/statistiques",
  events: "/evenements",
  eventStatuses: "/evenements/statuts",
  event: "/evenements/:eventId",
  clients: "/clients",
  /** The vendor's inbox with its couples (part 1 §3 Messaging). */
  messages: "/messages",
  /** A marketplace's inbox beside the own chat (issue 23): /messages/marketplace-a, /messages/marketplace-b. */
  marketplaceInbox: "/messages/:marketplace",
  client: "/clients/:clientId",
  /** Part 1 §2: the onboarding checklist links here. */
  media: "/vitrine/media",
  /** Part 1 §2: the onboarding checklist links to the information and spaces screens. */
  showcaseInformation: "/vitrine/informations",
  showcaseCompany: "/vitrine/entreprise",
  showcaseSpaces: "/vitrine/salles",
  showcaseAvailability: "/vitrine/disponibilites",
  showcaseFaq: "/vitrine/faq",
  showcaseAccommodations: "/vitrine/hebergements",
  showcasePromotions: "/vitrine/promotions",
  showcaseTeam: "/vitrine/equipe",
  products: "/catalogue",
  /** What every sales document carries (part 2 §3 "Quote config"). */
  quoteConfig: "/ventes/parametres",
  /** Sales documents (part 2 §2: quote, invoice, deposit, credit note screens). */
  quotes: "/ventes/devis",
  invoices: "/ventes/factures",
  depositInvoices: "/ventes/acomptes",
  creditNotes: "/ventes/avoirs",
  /** « Comptabilité » (part 2 §2 "transactions"): transactions, bank reconciliation, VAT, FEC (issue 19). */
  books: "/comptabilite",
  document: "/ventes/:typeSlug/:quoteId",
  /** The agenda: appointments, events, taken dates and Google events (part 1 §2 "calendar"). */
  agenda: "/agenda",
  /** « Avis »: the Google Business reviews of the linked account (part 1 §7, part 2 §2 "reviews"). */
  reviews: "/avis",
  tasks: "/taches",
  /** Settings of the boards: the template of each event type (a fixed segment, matched before :boardId). */
  taskTemplates: "/taches/modeles",
  taskBoard: "/taches/:boardId",
  /** The administrators' back office (issue 25): hidden from vendors, refused by the API. */
  adminVendors: "/admin/prestataires",
  adminVendor: "/admin/prestataires/:vendorId",
  adminArticles: "/admin/blog",
  adminArticleNew: "/admin/blog/nouveau",
  adminArticle: "/admin/blog/:articleId",
} as const;

/** The e-mail travels in the query so that the step survives a reload or a link opened later. */
export function withEmail(path: string, email: string): string {
  return `${path}?${new URLSearchParams({ email }).toString()}`;
}
