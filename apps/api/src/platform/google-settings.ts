/** Where Google is (its real addresses unless GOOGLE_OAUTH_URL / GOOGLE_API_URL say otherwise) and who we are to it. */
export type GoogleSettings = { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string };

export const DEFAULT_GOOGLE_OAUTH_URL = "https://accounts.google.com";
export const DEFAULT_GOOGLE_API_URL = "https://www.googleapis.com";
