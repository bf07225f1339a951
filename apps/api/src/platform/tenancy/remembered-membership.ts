import type { VendorMembership } from "./access-guard.ts";

export const MEMBERSHIP_CACHE_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * The guard's membership question, its yes remembered for `cacheMs` per user and vendor: every vendor
 * call asked it, one round trip to PostgreSQL out of the two a list page took. Only a yes is kept: a
 * vendor just created answers at once. A membership ends only with its user's account (closing it
 * revokes the sessions, which the token check refuses first) or its vendor's deletion (with that
 * account), so a remembered yes never outlives the login it was given to (docs/decisions.md).
 */
export function rememberMemberships(isMember: VendorMembership, cacheMs = MEMBERSHIP_CACHE_MS): VendorMembership {
  const yes = new Map<string, number>();
  return async (userId, vendorId) => {
    const key = `${userId}:${vendorId}`;
    const now = Date.now();
    const until = yes.get(key);
    if (until !== undefined && until > now) return true;
    const member = await isMember(userId, vendorId);
    if (member) {
      if (yes.size >= MAX_ENTRIES) yes.clear();
      yes.set(key, now + cacheMs);
    } else yes.delete(key);
    return member;
  };
}
