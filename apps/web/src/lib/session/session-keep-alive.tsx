import { useEffect } from "react";
import { apiClient, sessionStore } from "./api.ts";
import { useStoredToken } from "./use-stored-token.ts";

/** Renew this long before the recorded expiry: enough for a late timer in a background tab. */
const RENEW_AHEAD_MS = 5 * 60_000;

/**
 * Part 1 §4 makes a session invalid once its recorded expiry passes (58 minutes after login). The
 * refresh token lasts 58 days, so an open app renews the session before that moment instead of
 * sending a working vendor back to /connexion every hour.
 */
export function SessionKeepAlive() {
  const token = useStoredToken();
  useEffect(() => {
    const expiresAt = token ? sessionStore.load()?.tokenExpiresAt : undefined;
    if (!expiresAt) return;
    const delay = Math.max(0, expiresAt - RENEW_AHEAD_MS - Date.now());
    const timer = window.setTimeout(() => void apiClient.refreshSession(), delay);
    return () => window.clearTimeout(timer);
  }, [token]);
  return null;
}
