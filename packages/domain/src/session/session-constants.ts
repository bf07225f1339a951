/** Business constants of the spec (part 1 §9, part 2 §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Access token validity recorded by the client at login (58 minutes). */
export const ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS = 3_480_000;
/** Access token validity recorded by the client after a refresh (1 hour). */
export const ACCESS_TOKEN_VALIDITY_AFTER_REFRESH_MS = 3_600_000;
/** The server signs access tokens for 1 hour; the client records less at login to refresh early. */
export const ACCESS_TOKEN_TTL_SECONDS = 3_600;
export const REFRESH_TOKEN_TTL_DAYS = 58;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;
export const CODES_PER_ACCOUNT_PER_HOUR = 5;
export const DEFAULT_LOCALE = "fr";
export const FALLBACK_LOCALE = "en";
export const CHAT_COUNTER_REFETCH_MS = 10_000;
export const SIGNED_URL_CACHE_MS = 3_000_000;
