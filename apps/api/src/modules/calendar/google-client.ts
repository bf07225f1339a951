import { calendar } from "@googleapis/calendar";
import { mybusinessaccountmanagement } from "@googleapis/mybusinessaccountmanagement";
import { mybusinessbusinessinformation } from "@googleapis/mybusinessbusinessinformation";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import { businessProfileUrls, type GoogleSettings, googleEndpoints } from "../../platform/google-settings.ts";

// The calendar (events, push channels) and the Business Profile (locations, reviews and replies): no more than is used.
const SCOPES = ["https://www.googleapis.com/auth/calendar", "https://www.googleapis.com/auth/business.manage"];
const TIMEOUT_MS = 10_000;

/** Google said the grant is gone (access removed in the Google account, or expired): the vendor must link again. */
export class GoogleGrantRevoked extends Error {}
/** 410 Gone on a sync token: a full sync is required. */
export class GoogleSyncTokenExpired extends Error {}
export class GoogleCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type GoogleTime = { dateTime?: string; date?: string; timeZone?: string };
export type GoogleEvent = {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  start?: GoogleTime;
  end?: GoogleTime;
  attendees?: { email: string }[];
};
export type GoogleEventWrite = Omit<GoogleEvent, "id" | "status">;
/** A push channel as events.watch answers it (expiration in milliseconds since the epoch, as a string). */
export type GoogleChannel = { id: string; resourceId: string; expiration?: string };
export type BusinessLocation = {
  name: string;
  title?: string;
  storefrontAddress?: { addressLines?: string[]; postalCode?: string; locality?: string };
};
export type StarRating = "STAR_RATING_UNSPECIFIED" | "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE";
export type BusinessReview = {
  name: string;
  reviewId: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: StarRating;
  comment?: string;
  createTime: string;
  updateTime?: string;
  reviewReply?: { comment: string; updateTime?: string };
};
export type GoogleTokens = { accessToken: string; expiresAt: Date; refreshToken?: string };

/**
 * Google's OAuth 2 (google-auth-library), Calendar v3 (@googleapis/calendar) and Business Profile accounts and
 * locations (@googleapis/mybusiness…) through Google's official libraries; the My Business v4 reviews, which no
 * official Node library covers, over fetch (docs/decisions.md). Every address comes from the settings, so the
 * same code talks to Google or to the stand-in.
 */
/**
 * An HTTP answer the libraries turned into an error (gaxios' GaxiosError). Read by shape: the libraries carry two
 * gaxios versions, so `instanceof` of one misses the other's errors.
 */
function httpErrorOf(error: unknown): { status: number; data: unknown; message: string } | null {
  if (!(error instanceof Error) || !("response" in error)) return null;
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  return response ? { status: response.status ?? 0, data: response.data, message: error.message } : null;
}

export function createGoogleClient(settings: GoogleSettings) {
  const endpoints = googleEndpoints(settings);
  const oauth = () =>
    new OAuth2Client({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      ...(endpoints.oauth ? { endpoints: endpoints.oauth } : {}),
      transporterOptions: { timeout: TIMEOUT_MS },
    });
  /** The vendor's access token, managed by our token store (refresh is ours: the tokens are sealed at rest). */
  const bearer = (accessToken: string) => {
    const client = oauth();
    client.setCredentials({ access_token: accessToken });
    return client;
  };
  const rootUrl = (base: string | undefined) => (base ? { rootUrl: `${base}/` } : {});
  const options = { timeout: TIMEOUT_MS };
  const cal = calendar({ version: "v3", ...options, ...rootUrl(endpoints.calendar) });
  const accountsApi = mybusinessaccountmanagement({ version: "v1", ...options, ...rootUrl(endpoints.businessAccounts) });
  const informationApi = mybusinessbusinessinformation({ version: "v1", ...options, ...rootUrl(endpoints.businessInformation) });
  const business = businessProfileUrls(settings);

  /** The libraries' errors as ours: 410 for a sync token Google no longer knows, the HTTP status otherwise. */
  async function api<T>(what: string, call: () => Promise<{ data: unknown; status: number }>): Promise<T> {
    try {
      const res = await call();
      return (res.status === 204 ? undefined : res.data) as T;
    } catch (error) {
      const http = httpErrorOf(error);
      if (!http) throw error;
      if (http.status === 410) throw new GoogleSyncTokenExpired("410 Gone");
      throw new GoogleCallFailed(http.status, `${what}: ${http.status}`);
    }
  }
  async function tokens(
    what: string,
    call: () => Promise<{ access_token?: string | null; expiry_date?: number | null; refresh_token?: string | null }>,
  ): Promise<GoogleTokens> {
    try {
      const got = await call();
      if (typeof got.access_token !== "string") throw new GoogleCallFailed(200, `${what}: no access token`);
      return {
        accessToken: got.access_token,
        expiresAt: new Date(got.expiry_date ?? Date.now() + 3_600_000),
        ...(typeof got.refresh_token === "string" ? { refreshToken: got.refresh_token } : {}),
      };
    } catch (error) {
      const http = httpErrorOf(error);
      if (!http) throw error;
      const body = http.data as { error?: string; error_description?: string } | undefined;
      if (body?.error === "invalid_grant") throw new GoogleGrantRevoked(body.error_description ?? "invalid_grant");
      throw new GoogleCallFailed(http.status, `${what}: ${body?.error ?? http.message}`);
    }
  }
  /** Reviews (My Business v4) over fetch: Google publishes no Node library for them. */
  async function reviewsCall<T>(accessToken: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${business.reviews}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new GoogleCallFailed(res.status, `${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    /** PKCE (RFC 7636): the library's random verifier and its S256 challenge. */
    async pkcePair(): Promise<{ verifier: string; challenge: string }> {
      const { codeVerifier, codeChallenge } = await oauth().generateCodeVerifierAsync();
      return { verifier: codeVerifier, challenge: codeChallenge ?? "" };
    },
    consentUrl: (state: string, challenge: string, redirectUri: string): string =>
      oauth().generateAuthUrl({
        redirect_uri: redirectUri,
        scope: SCOPES,
        access_type: "offline",
        // A refresh token each time the vendor links, even after unlinking.
        prompt: "consent",
        include_granted_scopes: true,
        state,
        code_challenge: challenge,
        code_challenge_method: CodeChallengeMethod.S256,
      }),
    exchangeCode: (code: string, verifier: string, redirectUri: string) =>
      tokens(
        "token endpoint",
        async () => (await oauth().getToken({ code, codeVerifier: verifier, redirect_uri: redirectUri })).tokens,
      ),
    refresh: (refreshToken: string) =>
      tokens("token endpoint", async () => {
        const client = oauth();
        client.setCredentials({ refresh_token: refreshToken });
        await client.getAccessToken();
        return client.credentials;
      }),
    async revoke(token: string): Promise<void> {
      await oauth().revokeToken(token);
    },
    calendarList: (accessToken: string) =>
      api<{ items?: { id: string; summary?: string; accessRole: string }[] }>("calendarList.list", () =>
        cal.calendarList.list({ auth: bearer(accessToken) }),
      ),
    /** One page of events: a full list from `timeMin`, or the changes since `syncToken` (deletions included). */
    listEvents: (
      accessToken: string,
      calendarId: string,
      from: { syncToken: string } | { timeMin: string },
      pageToken?: string,
    ) =>
      api<{ items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string }>("events.list", () =>
        cal.events.list({
          auth: bearer(accessToken),
          calendarId,
          singleEvents: true,
          maxResults: 250,
          ...from,
          ...(pageToken ? { pageToken } : {}),
        }),
      ),
    insertEvent: (accessToken: string, calendarId: string, event: GoogleEventWrite) =>
      api<GoogleEvent>("events.insert", () => cal.events.insert({ auth: bearer(accessToken), calendarId, requestBody: event })),
    patchEvent: (accessToken: string, calendarId: string, eventId: string, event: GoogleEventWrite) =>
      api<GoogleEvent>("events.patch", () =>
        cal.events.patch({ auth: bearer(accessToken), calendarId, eventId, requestBody: event }),
      ),
    deleteEvent: (accessToken: string, calendarId: string, eventId: string) =>
      api<void>("events.delete", () => cal.events.delete({ auth: bearer(accessToken), calendarId, eventId })),
    /** events.watch: Google posts to `address` on each change of the calendar until the channel expires. */
    watchEvents: (
      accessToken: string,
      calendarId: string,
      channel: { id: string; token: string; address: string; ttlSeconds: number },
    ) =>
      api<GoogleChannel>("events.watch", () =>
        cal.events.watch({
          auth: bearer(accessToken),
          calendarId,
          requestBody: {
            id: channel.id,
            type: "web_hook",
            address: channel.address,
            token: channel.token,
            params: { ttl: String(channel.ttlSeconds) },
          },
        }),
      ),
    stopChannel: (accessToken: string, channel: { id: string; resourceId: string }) =>
      api<void>("channels.stop", () => cal.channels.stop({ auth: bearer(accessToken), requestBody: channel })),
    /** Business Profile: the accounts the Google user manages (Account Management API v1). */
    businessAccounts: (accessToken: string) =>
      api<{ accounts?: { name: string; accountName?: string }[] }>("accounts.list", () =>
        accountsApi.accounts.list({ auth: bearer(accessToken) }),
      ),
    /** The locations of one account (Business Information API v1). */
    businessLocations: (accessToken: string, account: string, pageToken?: string) =>
      api<{ locations?: BusinessLocation[]; nextPageToken?: string }>("locations.list", () =>
        informationApi.accounts.locations.list({
          auth: bearer(accessToken),
          parent: account,
          readMask: "name,title,storefrontAddress",
          pageSize: 100,
          ...(pageToken ? { pageToken } : {}),
        }),
      ),
    /** The reviews of "accounts/…/locations/…", newest first (My Business API v4). */
    businessReviews(accessToken: string, location: string, pageToken?: string) {
      const q = new URLSearchParams({ pageSize: "50", orderBy: "updateTime desc" });
      if (pageToken) q.set("pageToken", pageToken);
      return reviewsCall<{
        reviews?: BusinessReview[];
        averageRating?: number;
        totalReviewCount?: number;
        nextPageToken?: string;
      }>(accessToken, "GET", `/v4/${location}/reviews?${q.toString()}`);
    },
    /** Creates or replaces the owner's reply to a review. */
    replyToReview: (accessToken: string, review: string, comment: string) =>
      reviewsCall<{ comment: string; updateTime?: string }>(accessToken, "PUT", `/v4/${review}/reply`, { comment }),
  };
}
export type GoogleClient = ReturnType<typeof createGoogleClient>;
