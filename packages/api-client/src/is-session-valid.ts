import type { SessionStore } from "./stored-session.ts";

/** Part 1 §4: authenticated while a stored token exists and is not expired. */
export function isSessionValid(store: SessionStore, now: number = Date.now()): boolean {
  const session = store.load();
  return session !== null && session.token !== "" && session.tokenExpiresAt > now;
}
