import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/**
 * A local stand-in for Google's OAuth 2 (authorization code with PKCE S256, refresh, revocation, scopes),
 * Calendar v3 (calendarList, events list / insert / patch / delete with sync tokens, events.watch push
 * channels that post to their address on each change, channels.stop) and the Business Profile APIs
 * (accounts, locations, reviews, reply), keeping its state in memory. The consent screen approves at
 * once, as the signed-in Google user would. Tests act "in Google" through `asUser`.
 *
 * It answers what Google's official libraries send (google-auth-library, @googleapis/*): the token and revocation
 * endpoints of oauth2.googleapis.com (`/token`, `/revoke`) besides the older `/oauth2/v4/token` and
 * `/o/oauth2/revoke`, client credentials in the form or as HTTP Basic, gzip answers when asked
 * (`Accept-Encoding: gzip`), standard query parameters (`alt`, `prettyPrint`, `fields`…) ignored, events in pages of
 * `maxResults` (default 250, at most 2500) with the sync token on the last page only, and the 400 Google answers
 * when a sync token comes with a time filter.
 */
export type StandInEvent = {
  id: string;
  status: "confirmed" | "cancelled";
  summary: string;
  description?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  attendees?: { email: string }[];
  updated: string;
  /** Change counter, for sync tokens. */
  seq: number;
};

export type StandInChannel = {
  id: string;
  token: string;
  address: string;
  resourceId: string;
  calendarId: string;
  expiration: number;
  messageNumber: number;
};
export type StandInReview = {
  reviewId: string;
  reviewer: { displayName: string };
  starRating: "ONE" | "TWO" | "THREE" | "FOUR" | "FIVE";
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
};

type Calendar = {
  id: string;
  summary: string;
  accessRole: "owner" | "writer" | "reader" | "freeBusyReader";
  events: Map<string, StandInEvent>;
};

export type GoogleStandIn = {
  /** Base URLs for GOOGLE_OAUTH_URL and GOOGLE_API_URL. */
  oauthUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  calendars: Map<string, Calendar>;
  /** Every request received (method, path, the client library's x-goog-api-client), to check what Cortège called. */
  requests: { method: string; path: string; apiClient?: string }[];
  /** Push channels open (events.watch), by id. */
  channels: Map<string, StandInChannel>;
  /** Notifications posted to channel addresses: when, which channel, the answer's status. */
  notifications: { at: number; channelId: string; state: string; status: number }[];
  /** Business Profile: reviews by location ("accounts/1001/locations/2001"). */
  reviews: Map<string, StandInReview[]>;
  /** The user removes Cortège's access in their Google account: refresh answers invalid_grant. */
  revokeAll(): void;
  /** Access tokens lapse now (as after an hour). */
  expireAccessTokens(): void;
  /** Sync tokens handed out so far answer 410 Gone. */
  expireSyncTokens(): void;
  /** The user changes their calendar in Google. */
  asUser: {
    insert(calendarId: string, event: Omit<StandInEvent, "id" | "status" | "updated" | "seq">): StandInEvent;
    patch(calendarId: string, eventId: string, change: Partial<StandInEvent>): StandInEvent;
    remove(calendarId: string, eventId: string): void;
  };
  close(): Promise<void>;
};

/** Google compresses its JSON answers for clients that accept gzip (the official libraries ask for it). */
const gzipAccepted = new WeakSet<ServerResponse>();
const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = Buffer.from(JSON.stringify(body));
  if (gzipAccepted.has(res)) {
    res.writeHead(status, {
      "content-type": "application/json; charset=UTF-8",
      "content-encoding": "gzip",
      vary: "Origin, X-Origin, Referer",
    });
    res.end(gzipSync(text));
    return;
  }
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  res.end(text);
};
const googleError = (res: ServerResponse, status: number, reason: string, message: string) =>
  json(res, status, { error: { code: status, message, errors: [{ reason, message }] } });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startGoogleStandIn(options: { port?: number } = {}): Promise<GoogleStandIn> {
  const clientId = "cortege-test.apps.googleusercontent.com";
  const clientSecret = "stand-in-secret";
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const refreshTokens = new Map<string, string>();
  const accessTokens = new Map<string, { until: number; scope: string }>();
  const channels = new Map<string, StandInChannel>();
  const notifications: GoogleStandIn["notifications"] = [];
  const business = {
    account: { name: "accounts/1001", accountName: "Château des Tilleuls", type: "PERSONAL" },
    locations: [
      {
        name: "locations/2001",
        title: "Château des Tilleuls",
        storefrontAddress: { addressLines: ["12 route des Vignes"], postalCode: "21200", locality: "Beaune", regionCode: "FR" },
      },
      { name: "locations/2002", title: "Orangerie des Tilleuls" },
    ],
  };
  const reviews = new Map<string, StandInReview[]>([
    [
      "accounts/1001/locations/2001",
      [
        {
          reviewId: "rev-1",
          reviewer: { displayName: "Camille et Hugo" },
          starRating: "FIVE",
          comment: "Un mariage parfait, une équipe aux petits soins. Merci pour tout !",
          createTime: "2026-10-04T09:12:00Z",
          updateTime: "2026-10-04T09:12:00Z",
        },
        {
          reviewId: "rev-2",
          reviewer: { displayName: "Sophie Martin" },
          starRating: "FOUR",
          comment: "Très beau lieu, parking un peu petit.",
          createTime: "2026-09-20T17:40:00Z",
          updateTime: "2026-09-21T08:00:00Z",
          reviewReply: { comment: "Merci Sophie, nous agrandissons le parking cet hiver.", updateTime: "2026-09-21T08:00:00Z" },
        },
        {
          reviewId: "rev-3",
          reviewer: { displayName: "Julien R." },
          starRating: "TWO",
          createTime: "2026-08-02T11:00:00Z",
          updateTime: "2026-08-02T11:00:00Z",
        },
      ],
    ],
    ["accounts/1001/locations/2002", []],
  ]);
  const syncTokens = new Map<string, { calendarId: string; seq: number }>();
  const requests: GoogleStandIn["requests"] = [];
  const pages = new Map<string, { items: StandInEvent[]; syncToken: string }>();
  let seq = 0;
  const calendars = new Map<string, Calendar>([
    ["primary-cal", { id: "primary-cal", summary: "Agenda principal", accessRole: "owner", events: new Map() }],
    ["team-cal", { id: "team-cal", summary: "Équipe", accessRole: "writer", events: new Map() }],
    ["holidays-cal", { id: "holidays-cal", summary: "Jours fériés en France", accessRole: "reader", events: new Map() }],
  ]);
  const token = () => randomBytes(18).toString("base64url");
  let base = "";

  function save(calendar: Calendar, event: Omit<StandInEvent, "seq" | "updated">): StandInEvent {
    seq += 1;
    const stored = { ...event, seq, updated: new Date().toISOString() };
    calendar.events.set(stored.id, stored);
    for (const channel of channels.values()) {
      if (channel.calendarId === calendar.id) void notify(channel, "exists");
    }
    return stored;
  }

  /** What Google does on a change: a POST with the channel's headers and no body to the channel's address. */
  async function notify(channel: StandInChannel, state: "sync" | "exists"): Promise<void> {
    if (channel.expiration <= Date.now()) {
      channels.delete(channel.id);
      return;
    }
    channel.messageNumber += 1;
    const status = await fetch(channel.address, {
      method: "POST",
      headers: {
        "X-Goog-Channel-ID": channel.id,
        "X-Goog-Channel-Token": channel.token,
        "X-Goog-Channel-Expiration": new Date(channel.expiration).toUTCString(),
        "X-Goog-Resource-ID": channel.resourceId,
        "X-Goog-Resource-URI": `${base}/calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events?alt=json`,
        "X-Goog-Resource-State": state,
        "X-Goog-Message-Number": String(channel.messageNumber),
      },
      signal: AbortSignal.timeout(10_000),
    })
      .then((r) => r.status)
      .catch(() => 0);
    notifications.push({ at: Date.now(), channelId: channel.id, state, status });
  }
  const wire = ({ seq: _s, ...event }: StandInEvent) => ({ kind: "calendar#event", etag: `"${event.updated}"`, ...event });
  /** One page of a list: a page token while more remain, the sync token on the last page only (as Google). */
  function pageOf(items: StandInEvent[], maxResults: number, syncToken: string) {
    const rest = items.slice(maxResults);
    if (rest.length === 0) return { kind: "calendar#events", items: items.map(wire), nextSyncToken: syncToken };
    const pageToken = token();
    pages.set(pageToken, { items: rest, syncToken });
    return { kind: "calendar#events", items: items.slice(0, maxResults).map(wire), nextPageToken: pageToken };
  }

  function grantOf(req: IncomingMessage) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const grant = bearer ? accessTokens.get(bearer) : undefined;
    return grant && grant.until > Date.now() ? grant : undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const apiClient = req.headers["x-goog-api-client"];
      requests.push({ method: req.method ?? "GET", path: url.pathname, ...(typeof apiClient === "string" ? { apiClient } : {}) });
      if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) gzipAccepted.add(res);
      // ——— OAuth 2 ———
      if (req.method === "GET" && url.pathname === "/o/oauth2/v2/auth") {
        const q = url.searchParams;
        if (q.get("client_id") !== clientId || q.get("response_type") !== "code")
          return json(res, 400, { error: "invalid_request" });
        if (q.get("code_challenge_method") !== "S256" || !q.get("code_challenge"))
          return json(res, 400, { error: "invalid_request" });
        if (q.get("access_type") !== "offline") return json(res, 400, { error: "offline access expected" });
        const code = token();
        codes.set(code, {
          challenge: q.get("code_challenge") as string,
          redirectUri: q.get("redirect_uri") ?? "",
          scope: q.get("scope") ?? "",
        });
        const back = new URL(q.get("redirect_uri") ?? "");
        back.searchParams.set("code", code);
        back.searchParams.set("state", q.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === "POST" && (url.pathname === "/revoke" || url.pathname === "/o/oauth2/revoke")) {
        const form = new URLSearchParams(await bodyOf(req));
        const revoked = form.get("token") ?? url.searchParams.get("token") ?? "";
        if (!refreshTokens.has(revoked) && !accessTokens.has(revoked))
          return json(res, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
        refreshTokens.delete(revoked);
        accessTokens.delete(revoked);
        return json(res, 200, {});
      }
      if (req.method === "POST" && (url.pathname === "/token" || url.pathname === "/oauth2/v4/token")) {
        const form = new URLSearchParams(await bodyOf(req));
        // client_secret_post or client_secret_basic, as Google takes both.
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
        if ((form.get("client_id") ?? basicId) !== clientId || (form.get("client_secret") ?? basicSecret) !== clientSecret)
          return json(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
        const access = token();
        if (form.get("grant_type") === "authorization_code") {
          const grant = codes.get(form.get("code") ?? "");
          codes.delete(form.get("code") ?? "");
          const verifier = form.get("code_verifier") ?? "";
          const challenge = createHash("sha256").update(verifier).digest("base64url");
          if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) {
            return json(res, 400, { error: "invalid_grant", error_description: "Bad code or code verifier." });
          }
          const refresh = token();
          refreshTokens.set(refresh, grant.scope);
          accessTokens.set(access, { until: Date.now() + 3_600_000, scope: grant.scope });
          return json(res, 200, {
            access_token: access,
            expires_in: 3599,
            refresh_token: refresh,
            scope: grant.scope,
            token_type: "Bearer",
          });
        }
        if (form.get("grant_type") === "refresh_token") {
          const scope = refreshTokens.get(form.get("refresh_token") ?? "");
          if (scope === undefined) {
            return json(res, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
          }
          accessTokens.set(access, { until: Date.now() + 3_600_000, scope });
          return json(res, 200, { access_token: access, expires_in: 3599, token_type: "Bearer" });
        }
        return json(res, 400, { error: "unsupported_grant_type" });
      }
      // ——— Calendar v3 and Business Profile: a valid access token first, with the API's scope ———
      const grant = grantOf(req);
      if (!grant) return googleError(res, 401, "authError", "Invalid Credentials");
      const needs = url.pathname.startsWith("/calendar/") ? "auth/calendar" : "auth/business.manage";
      if (!grant.scope.split(" ").some((s) => s.endsWith(needs)))
        return googleError(res, 403, "insufficientPermissions", "Request had insufficient authentication scopes.");
      // ——— Business Profile (Account Management v1, Business Information v1, My Business v4 reviews) ———
      if (req.method === "GET" && url.pathname === "/v1/accounts") return json(res, 200, { accounts: [business.account] });
      if (req.method === "GET" && url.pathname === `/v1/${business.account.name}/locations`) {
        if (!url.searchParams.get("readMask")) return googleError(res, 400, "badRequest", "Request must contain a read mask.");
        return json(res, 200, { locations: business.locations });
      }
      const reviewsPath = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews(?:\/([^/]+)\/reply)?$/.exec(url.pathname);
      if (reviewsPath) {
        const list = reviews.get(reviewsPath[1] as string);
        if (!list) return googleError(res, 404, "notFound", "Requested entity was not found.");
        const named = (r: StandInReview) => ({ name: `${reviewsPath[1]}/reviews/${r.reviewId}`, ...r });
        if (req.method === "GET" && !reviewsPath[2]) {
          const sorted = [...list].sort((x, y) => y.updateTime.localeCompare(x.updateTime));
          const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
          const average = list.length ? list.reduce((sum, r) => sum + stars[r.starRating], 0) / list.length : 0;
          return json(res, 200, {
            reviews: sorted.map(named),
            averageRating: Math.round(average * 10) / 10,
            totalReviewCount: list.length,
          });
        }
        const review = list.find((r) => r.reviewId === reviewsPath[2]);
        if (!review) return googleError(res, 404, "notFound", "Requested entity was not found.");
        if (req.method === "PUT") {
          const input = JSON.parse(await bodyOf(req)) as { comment?: string };
          if (!input.comment) return googleError(res, 400, "badRequest", "Reply comment is required.");
          review.reviewReply = { comment: input.comment, updateTime: new Date().toISOString() };
          return json(res, 200, review.reviewReply);
        }
        if (req.method === "DELETE") {
          delete review.reviewReply;
          return json(res, 200, {});
        }
      }
      if (req.method === "POST" && url.pathname === "/calendar/v3/channels/stop") {
        const input = JSON.parse(await bodyOf(req)) as { id?: string; resourceId?: string };
        const channel = channels.get(input.id ?? "");
        if (!channel || channel.resourceId !== input.resourceId) return googleError(res, 404, "notFound", "Channel not found.");
        channels.delete(channel.id);
        res.writeHead(204);
        return res.end();
      }
      if (req.method === "GET" && url.pathname === "/calendar/v3/users/me/calendarList") {
        return json(res, 200, {
          kind: "calendar#calendarList",
          items: [...calendars.values()].map((c) => ({
            kind: "calendar#calendarListEntry",
            id: c.id,
            summary: c.summary,
            accessRole: c.accessRole,
          })),
        });
      }
      const events = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (events) {
        const calendar = calendars.get(decodeURIComponent(events[1] as string));
        if (!calendar) return googleError(res, 404, "notFound", "Not Found");
        const eventId = events[2] ? decodeURIComponent(events[2]) : undefined;
        if (req.method === "POST" && eventId === "watch") {
          const input = JSON.parse(await bodyOf(req)) as {
            id?: string;
            type?: string;
            address?: string;
            token?: string;
            params?: { ttl?: string };
          };
          if (input.type !== "web_hook" || !input.id || !input.address)
            return googleError(res, 400, "badRequest", "Channel id, type web_hook and address are required.");
          if (channels.has(input.id)) return googleError(res, 400, "channelIdNotUnique", "Channel id not unique.");
          const ttl = Math.min(Number(input.params?.ttl ?? 604_800), 2_592_000);
          const channel: StandInChannel = {
            id: input.id,
            token: input.token ?? "",
            address: input.address,
            resourceId: token(),
            calendarId: calendar.id,
            expiration: Date.now() + ttl * 1000,
            messageNumber: 0,
          };
          channels.set(channel.id, channel);
          // Google confirms a new channel with a "sync" message.
          setImmediate(() => void notify(channel, "sync"));
          return json(res, 200, {
            kind: "api#channel",
            id: channel.id,
            resourceId: channel.resourceId,
            resourceUri: `${base}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/events?alt=json`,
            token: channel.token,
            expiration: String(channel.expiration),
          });
        }
        if (req.method === "GET" && !eventId) {
          const q = url.searchParams;
          const pageToken = q.get("pageToken");
          const maxResults = Math.min(Number(q.get("maxResults") ?? 250) || 250, 2500);
          if (pageToken) {
            const page = pages.get(pageToken);
            if (!page) return googleError(res, 400, "invalid", "Invalid page token.");
            pages.delete(pageToken);
            return json(res, 200, pageOf(page.items, maxResults, page.syncToken));
          }
          const syncToken = q.get("syncToken");
          let items = [...calendar.events.values()];
          for (const filter of ["timeMin", "timeMax", "updatedMin", "q", "orderBy", "iCalUID"]) {
            if (syncToken && q.has(filter)) return googleError(res, 400, "invalid", `Sync token cannot be used with ${filter}.`);
          }
          if (syncToken) {
            const since = syncTokens.get(syncToken);
            if (!since || since.calendarId !== calendar.id)
              return googleError(res, 410, "fullSyncRequired", "Sync token is no longer valid, a full sync is required.");
            // Incremental: every change since, deletions included.
            items = items.filter((e) => e.seq > since.seq);
          } else {
            if (q.get("showDeleted") !== "true") items = items.filter((e) => e.status !== "cancelled");
            const min = q.get("timeMin");
            const max = q.get("timeMax");
            const ms = (t: { dateTime?: string; date?: string }) => Date.parse(t.dateTime ?? t.date ?? "");
            if (min) items = items.filter((e) => ms(e.end) > Date.parse(min));
            if (max) items = items.filter((e) => ms(e.start) < Date.parse(max));
          }
          const next = token();
          syncTokens.set(next, { calendarId: calendar.id, seq });
          return json(res, 200, pageOf(items, maxResults, next));
        }
        if (req.method === "POST" && !eventId) {
          const input = JSON.parse(await bodyOf(req)) as Partial<StandInEvent>;
          if (!input.start || !input.end) return googleError(res, 400, "required", "Missing start or end.");
          const stored = save(calendar, {
            id: token()
              .toLowerCase()
              .replace(/[^a-v0-9]/g, "a"),
            status: "confirmed",
            summary: input.summary ?? "",
            ...(input.description ? { description: input.description } : {}),
            start: input.start,
            end: input.end,
            ...(input.attendees ? { attendees: input.attendees } : {}),
          });
          return json(res, 200, wire(stored));
        }
        const existing = eventId ? calendar.events.get(eventId) : undefined;
        if (!existing || existing.status === "cancelled")
          return googleError(res, existing ? 410 : 404, existing ? "deleted" : "notFound", "Not Found");
        if (req.method === "PATCH") {
          const change = JSON.parse(await bodyOf(req)) as Partial<StandInEvent>;
          return json(res, 200, wire(save(calendar, { ...existing, ...change, id: existing.id, status: "confirmed" })));
        }
        if (req.method === "DELETE") {
          save(calendar, { ...existing, status: "cancelled" });
          res.writeHead(204);
          return res.end();
        }
      }
      return googleError(res, 404, "notFound", "Not Found");
    })().catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const calendarOf = (id: string) => {
    const calendar = calendars.get(id);
    if (!calendar) throw new Error(`no calendar ${id}`);
    return calendar;
  };
  return {
    oauthUrl: base,
    apiUrl: base,
    clientId,
    clientSecret,
    calendars,
    requests,
    channels,
    notifications,
    reviews,
    revokeAll: () => refreshTokens.clear(),
    expireAccessTokens: () => {
      for (const grant of accessTokens.values()) grant.until = 0;
    },
    expireSyncTokens: () => syncTokens.clear(),
    asUser: {
      insert: (calendarId, event) =>
        save(calendarOf(calendarId), {
          ...event,
          id: token()
            .toLowerCase()
            .replace(/[^a-v0-9]/g, "b"),
          status: "confirmed",
        }),
      patch: (calendarId, eventId, change) => {
        const calendar = calendarOf(calendarId);
        const existing = calendar.events.get(eventId);
        if (!existing) throw new Error(`no event ${eventId}`);
        return save(calendar, { ...existing, ...change });
      },
      remove: (calendarId, eventId) => {
        const calendar = calendarOf(calendarId);
        const existing = calendar.events.get(eventId);
        if (existing) save(calendar, { ...existing, status: "cancelled" });
      },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
