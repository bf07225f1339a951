import { and, eq, isNull } from "drizzle-orm";
import { refreshTokens } from "../../db/schema/index.ts";
import type { Db } from "../db/database.ts";

/** Whether the login (refresh family) an access token belongs to is still alive. */
export type SessionLiveness = {
  isLive(sessionId: string): Promise<boolean>;
  /** Drops what this process remembers, after it revoked sessions itself: they die at once here. */
  forget(): void;
};

export const SESSION_CHECK_CACHE_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * A family is alive while one of its refresh tokens is not revoked (rotated ones are only "used").
 * Logout, a replayed token, a password change or reset revoke it; deleting the account deletes it.
 * Answers are remembered for `cacheMs` so that an authenticated request costs at most one indexed
 * lookup per session every 30 s; a revocation made by another replica is seen within that time.
 */
export function createSessionLiveness(db: Db, cacheMs = SESSION_CHECK_CACHE_MS): SessionLiveness {
  const cache = new Map<string, { live: Promise<boolean>; until: number }>();
  const lookup = async (sessionId: string) => {
    const rows = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return rows.length > 0;
  };
  return {
    isLive(sessionId) {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && hit.until > now) return hit.live;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const live = lookup(sessionId);
      // A failed lookup is not remembered: the next request asks again.
      live.catch(() => cache.delete(sessionId));
      cache.set(sessionId, { live, until: now + cacheMs });
      return live;
    },
    forget: () => cache.clear(),
  };
}
