import { REQUEST_TIMEOUT_MS, type RouteAnswer, type RouteBody, type RouteContract, type RouteQuery } from "@cortege/domain";
import type { z } from "zod";
import { buildUrl, type QueryParams } from "./build-url.ts";
import { type ClientMode, resolveClientMode } from "./client-mode.ts";
import type { Result } from "./result.ts";
import { sendRequest } from "./send-request.ts";
import type { ServiceName } from "./service-name.ts";
import { createSessionRefresher } from "./session-refresher.ts";
import type { SessionStore, StoredSession } from "./stored-session.ts";

export type ApiClientOptions = {
  baseUrls: Record<ServiceName, string>;
  session: SessionStore;
  fetch?: typeof fetch;
  /** Defaults to REQUEST_TIMEOUT_MS (10 s, part 1 §9). */
  timeoutMs?: number;
  mode?: ClientMode | (() => ClientMode);
  onSessionExpired?: () => void;
  now?: () => number;
};

export type RequestOptions = {
  /** Defaults to main. */
  service?: ServiceName;
  method: "GET" | "POST";
  /** Relative to the service's base URL, e.g. "user/login". */
  path: string;
  query?: QueryParams;
  body?: unknown;
  /** Defaults to true: the bearer token is sent when a session exists. */
  auth?: boolean;
  /** Marks a list call: in demo or guest mode it answers this value without any network call. */
  emptyList?: unknown;
};

/**
 * A call typed by its route's contract (`apiClient.call<typeof clientsRoutes.list>({ method: "GET", path:
 * "client/list", query })`): method and path must be the contract's, the query and body its schemas' input, and
 * the answer is its response schema's output. The contract comes in as a type: no schema is bundled by a call.
 */
export type CallOptions<C extends RouteContract> = {
  service?: ServiceName;
  method: C["method"];
  path: C["path"];
  auth?: boolean;
  emptyList?: RouteAnswer<C>;
} & (C["query"] extends z.core.$ZodType ? { query: RouteQuery<C> } : { query?: undefined }) &
  (C["body"] extends z.core.$ZodType ? { body: RouteBody<C> } : { body?: undefined });

export type ApiClient = {
  request<T>(options: RequestOptions): Promise<Result<T>>;
  call<C extends RouteContract>(options: CallOptions<C>): Promise<Result<RouteAnswer<C>>>;
  readonly session: SessionStore;
  logout(): void;
  /**
   * Renews the stored session now, before its recorded expiry, so an active user is never sent to
   * /connexion while the refresh token is still good. False when there is no session to renew.
   */
  refreshSession(): Promise<boolean>;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrls, session } = options;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Resolved at call time and called unbound-safe: browsers throw "Illegal invocation" on a detached fetch.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const refresher = createSessionRefresher({
    session,
    now: options.now ?? Date.now,
    // Always the main service, even for messaging calls (part 1 §7), and never with the stale token.
    callRefresh: (body) =>
      sendRequest(
        fetchImpl,
        { url: buildUrl(baseUrls.main, "user/refresh-token"), method: "POST", body, token: null },
        timeoutMs,
      ),
    onSessionExpired: () => options.onSessionExpired?.(),
  });

  async function request<T>(o: RequestOptions): Promise<Result<T>> {
    if (o.emptyList !== undefined && resolveClientMode(options.mode) !== "live") {
      return { ok: true, data: o.emptyList as T };
    }
    const url = buildUrl(baseUrls[o.service ?? "main"], o.path, o.query);
    const send = (token: string | null) => sendRequest<T>(fetchImpl, { url, method: o.method, body: o.body, token }, timeoutMs);

    const sent: StoredSession | null = o.auth === false ? null : session.load();
    const first = await send(sent?.token ?? null);
    // Only a refused token can be cured by a refresh; a call made without one just failed.
    if (first.ok || first.problem.status !== 401 || sent === null) return first;

    const renewed = await refresher.renew(sent);
    if (renewed === null) return first;
    const replay = await send(renewed.token);
    if (!replay.ok && replay.problem.status === 401) refresher.expire(renewed.token);
    return replay;
  }

  return {
    request,
    // The query is the schema's input, flat scalars on every route that takes one (buildUrl's QueryParams).
    call: <C extends RouteContract>(o: CallOptions<C>) => request<RouteAnswer<C>>(o as RequestOptions),
    session,
    logout: () => session.clear(),
    async refreshSession() {
      const current = session.load();
      if (current === null) return false;
      return (await refresher.renew(current)) !== null;
    },
  };
}
