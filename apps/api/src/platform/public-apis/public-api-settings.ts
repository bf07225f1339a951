/** Where the public APIs are reached: their real URLs by default, local stand-ins in tests. */
export type PublicApiSettings = {
  companySearchUrl: string;
  addressSearchUrl: string;
  /** Time limit of one call; 5 s by default, under the 10 s the web client waits for our answer. */
  timeoutMs?: number;
};

/** The API Recherche d'entreprises (annuaire-entreprises, DINUM): open, no key, 7 requests/s per IP. */
export const DEFAULT_COMPANY_SEARCH_URL = "https://recherche-entreprises.api.gouv.fr";

/** The IGN Géoplateforme geocoding service (successor of api-adresse.data.gouv.fr): open, 50 requests/s per IP. */
export const DEFAULT_ADDRESS_SEARCH_URL = "https://data.geopf.fr/geocodage";

export const defaultPublicApiSettings: PublicApiSettings = {
  companySearchUrl: DEFAULT_COMPANY_SEARCH_URL,
  addressSearchUrl: DEFAULT_ADDRESS_SEARCH_URL,
};

export const DEFAULT_TIMEOUT_MS = 5000;
