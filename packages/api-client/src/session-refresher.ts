import { ACCESS_TOKEN_VALIDITY_AFTER_REFRESH_MS, type LoginResponse, type RefreshTokenInput } from "@cortege/domain";
import type { Result } from "./result.ts";
import type { SessionStore, StoredSession } from "./stored-session.ts";

type SessionRefresherDeps = {
  session: SessionStore;
  now: () => number;
  callRefresh: (input: RefreshTokenInput) => Promise<Result<unknown>>;
  /** Called once per lost session: the app sends the user to /connexion (part 1 §4). */
  onSessionExpired: () => void;
};

export type SessionRefresher = {
  /** A fresh session to replay with, or null when the user must sign in again. */
  renew(sent: StoredSession): Promise<StoredSession | null>;
  /** Ends the session whose token was just refused, unless it was already replaced or cleared. */
  expire(token: string): void;
};

/**
 * The refresh answer's shape (the domain's `loginResponseSchema`), checked by hand: this runs in every screen's shell,
 * and reaching the schema there brought zod's classic build (~25 kB gz) into the first load of the back office.
 */
function isLoginResponse(data: unknown): data is LoginResponse {
  if (typeof data !== "object" || data === null) return false;
  const { userId, token, refreshToken } = data as Record<string, unknown>;
  return typeof userId === "string" && typeof token === "string" && typeof refreshToken === "string";
}

export function createSessionRefresher({ session, now, callRefresh, onSessionExpired }: SessionRefresherDeps): SessionRefresher {
  // Refresh tokens rotate on every use and a replayed one revokes the whole login, so concurrent
  // 401s must share a single refresh call.
  let inFlight: Promise<StoredSession | null> | null = null;

  function expire(token: string): void {
    if (session.load()?.token !== token) return;
    session.clear();
    onSessionExpired();
  }

  async function refresh(stale: StoredSession): Promise<StoredSession | null> {
    const result = await callRefresh({ userId: stale.userId, refreshToken: stale.refreshToken });
    // Logged out or signed in again while the refresh was on the wire: leave the new state alone.
    if (session.load()?.refreshToken !== stale.refreshToken) return null;
    const answer = result.ok && isLoginResponse(result.data) ? result.data : null;
    if (!answer) {
      expire(stale.token);
      return null;
    }
    const renewed: StoredSession = {
      userId: answer.userId,
      token: answer.token,
      refreshToken: answer.refreshToken,
      tokenExpiresAt: now() + ACCESS_TOKEN_VALIDITY_AFTER_REFRESH_MS,
    };
    session.save(renewed);
    return renewed;
  }

  function renew(sent: StoredSession): Promise<StoredSession | null> {
    const current = session.load();
    if (current === null || current.userId !== sent.userId) return Promise.resolve(null);
    // Another request already refreshed the token this one carried: replay without a second refresh.
    if (current.token !== sent.token) return Promise.resolve(current);
    inFlight ??= refresh(current).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return { renew, expire };
}
