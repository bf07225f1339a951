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
