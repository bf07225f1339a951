/** Where Google is (its real addresses unless GOOGLE_OAUTH_URL / GOOGLE_API_URL say otherwise) and who we are to it. */
export type GoogleSettings = {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
  /**
   * GOOGLE_PUSH_URL: the public HTTPS address Google posts calendar change notifications to
   * (…/api/calendar/google/notifications); without it the sync polls only.
   */
  pushUrl?: string | undefined;
};

export const DEFAULT_GOOGLE_OAUTH_URL = "https://accounts.google.com";
export const DEFAULT_GOOGLE_API_URL = "https://www.googleapis.com";

/**
 * The Business Profile APIs live on three hosts of their own; a stand-in (GOOGLE_API_URL set to
 * anything else) answers all of them at its one address.
 */
export function businessProfileUrls(settings: Pick<GoogleSettings, "apiUrl">) {
  if (settings.apiUrl !== DEFAULT_GOOGLE_API_URL) {
    return { accounts: settings.apiUrl, information: settings.apiUrl, reviews: settings.apiUrl };
  }
  return {
    accounts: "https://mybusinessaccountmanagement.googleapis.com",
    information: "https://mybusinessbusinessinformation.googleapis.com",
    reviews: "https://mybusiness.googleapis.com",
  };
}

/**
 * Where the official libraries send their calls: nothing for Google itself (each library knows its hosts), the
 * stand-in's one address for everything otherwise (GOOGLE_OAUTH_URL for the consent screen, GOOGLE_API_URL for
 * the token and revocation endpoints of oauth2.googleapis.com and for the APIs).
 */
export function googleEndpoints(settings: Pick<GoogleSettings, "oauthUrl" | "apiUrl">) {
  const oauth =
    settings.oauthUrl === DEFAULT_GOOGLE_OAUTH_URL && settings.apiUrl === DEFAULT_GOOGLE_API_URL
      ? undefined
      : {
          oauth2AuthBaseUrl: `${settings.oauthUrl}/o/oauth2/v2/auth`,
          oauth2TokenUrl: `${settings.apiUrl}/token`,
          oauth2RevokeUrl: `${settings.apiUrl}/revoke`,
        };
  const api = settings.apiUrl === DEFAULT_GOOGLE_API_URL ? undefined : settings.apiUrl;
  return { oauth, calendar: api, businessAccounts: api, businessInformation: api };
}
