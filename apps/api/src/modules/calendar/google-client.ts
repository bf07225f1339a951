import { createHash, randomBytes } from "node:crypto";
import { businessProfileUrls, type GoogleSettings } from "../../platform/google-settings.ts";

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

/** PKCE (RFC 7636): a random verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/**
 * Google's OAuth 2, Calendar v3 and Business Profile over plain fetch, no SDK (docs/decisions.md).
 */
export function createGoogleClient(settings: GoogleSettings) {
  async function call(url: string, init: RequestInit): Promise<Response> {
    return fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
  async function tokenRequest(form: Record<string, string>): Promise<GoogleTokens> {
    const res = await call(`${settings.apiUrl}/oauth2/v4/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...form }),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (body.error === "invalid_grant") throw new GoogleGrantRevoked(String(body.error_description ?? "invalid_grant"));
    if (!res.ok || typeof body.access_token !== "string")
      throw new GoogleCallFailed(res.status, `token endpoint: ${String(body.error)}`);
    return {
      accessToken: body.access_token,
      expiresAt: new Date(Date.now() + Number(body.expires_in ?? 3600) * 1000),
      ...(typeof body.refresh_token === "string" ? { refreshToken: body.refresh_token } : {}),
    };
  }
  const business = businessProfileUrls(settings);
  async function api<T>(accessToken: string, method: string, path: string, body?: unknown, base = settings.apiUrl): Promise<T> {
    const res = await call(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (res.status === 410) throw new GoogleSyncTokenExpired("410 Gone");
    if (!res.ok) throw new GoogleCallFailed(res.status, `${method} ${path}: ${res.status}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  }
  const events = (calendarId: string) => `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;

  return {
    consentUrl(state: string, challenge: string, redirectUri: string): string {
      const url = new URL(`${settings.oauthUrl}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: SCOPES.join(" "),
        access_type: "offline",
        // A refresh token each time the vendor links, even after unlinking.
        prompt: "consent",
        include_granted_scopes: "true",
        state,
        code_challenge: challenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    exchangeCode: (code: string, verifier: string, redirectUri: string) =>
      tokenRequest({ grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri }),
    refresh: (refreshToken: string) => tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken }),
    async revoke(token: string): Promise<void> {
      await call(`${settings.oauthUrl}/o/oauth2/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }),
      });
    },
    calendarList: (accessToken: string) =>
      api<{ items?: { id: string; summary?: string; accessRole: string }[] }>(
        accessToken,
        "GET",
        "/calendar/v3/users/me/calendarList",
      ),
    /** One page of events: a full list from `timeMin`, or the changes since `syncToken` (deletions included). */
    listEvents(accessToken: string, calendarId: string, from: { syncToken: string } | { timeMin: string }, pageToken?: string) {
      const q = new URLSearchParams({ singleEvents: "true", maxResults: "250" });
      if ("syncToken" in from) q.set("syncToken", from.syncToken);
      else q.set("timeMin", from.timeMin);
      if (pageToken) q.set("pageToken", pageToken);
      return api<{ items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string }>(
        accessToken,
        "GET",
        `${events(calendarId)}?${q.toString()}`,
      );
    },
    insertEvent: (accessToken: string, calendarId: string, event: GoogleEventWrite) =>
      api<GoogleEvent>(accessToken, "POST", events(calendarId), event),
    patchEvent: (accessToken: string, calendarId: string, eventId: string, event: GoogleEventWrite) =>
      api<GoogleEvent>(accessToken, "PATCH", `${events(calendarId)}/${encodeURIComponent(eventId)}`, event),
    deleteEvent: (accessToken: string, calendarId: string, eventId: string) =>
      api<void>(accessToken, "DELETE", `${events(calendarId)}/${encodeURIComponent(eventId)}`),
    /** events.watch: Google posts to `address` on each change of the calendar until the channel expires. */
    watchEvents: (
      accessToken: string,
      calendarId: string,
      channel: { id: string; token: string; address: string; ttlSeconds: number },
    ) =>
      api<GoogleChannel>(accessToken, "POST", `${events(calendarId)}/watch`, {
        id: channel.id,
        type: "web_hook",
        address: channel.address,
        token: channel.token,
        params: { ttl: String(channel.ttlSeconds) },
      }),
    stopChannel: (accessToken: string, channel: { id: string; resourceId: string }) =>
      api<void>(accessToken, "POST", "/calendar/v3/channels/stop", channel),
    /** Business Profile: the accounts the Google user manages (Account Management API v1). */
    businessAccounts: (accessToken: string) =>
      api<{ accounts?: { name: string; accountName?: string }[] }>(
        accessToken,
        "GET",
        "/v1/accounts",
        undefined,
        business.accounts,
      ),
    /** The locations of one account (Business Information API v1). */
    businessLocations(accessToken: string, account: string, pageToken?: string) {
      const q = new URLSearchParams({ readMask: "name,title,storefrontAddress", pageSize: "100" });
      if (pageToken) q.set("pageToken", pageToken);
      return api<{ locations?: BusinessLocation[]; nextPageToken?: string }>(
        accessToken,
        "GET",
        `/v1/${account}/locations?${q.toString()}`,
        undefined,
        business.information,
      );
    },
    /** The reviews of "accounts/…/locations/…", newest first (My Business API v4). */
    businessReviews(accessToken: string, location: string, pageToken?: string) {
      const q = new URLSearchParams({ pageSize: "50", orderBy: "updateTime desc" });
      if (pageToken) q.set("pageToken", pageToken);
      return api<{ reviews?: BusinessReview[]; averageRating?: number; totalReviewCount?: number; nextPageToken?: string }>(
        accessToken,
        "GET",
        `/v4/${location}/reviews?${q.toString()}`,
        undefined,
        business.reviews,
      );
    },
    /** Creates or replaces the owner's reply to a review. */
    replyToReview: (accessToken: string, review: string, comment: string) =>
      api<{ comment: string; updateTime?: string }>(accessToken, "PUT", `/v4/${review}/reply`, { comment }, business.reviews),
  };
}
export type GoogleClient = ReturnType<typeof createGoogleClient>;
