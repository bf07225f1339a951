import { isSessionValid, readTokenClaims } from "@cortege/api-client";
import type { AccessTier } from "@cortege/domain";
import { useMemo } from "react";
import { sessionStore } from "./api.ts";
import { useStoredToken } from "./use-stored-token.ts";

export type Session = {
  /** Part 1 §4: a stored token exists and its recorded expiry has not passed. */
  isAuthenticated: boolean;
  userId: string | null;
  /** Part 1 §6: read from the token's groups. */
  tier: AccessTier;
  customerId: string | null;
  /** The token's `admin` group: shows the administrators' screens (the API checks it on every call). */
  isAdmin: boolean;
};

export function useSession(): Session {
  const token = useStoredToken();
  const claims = useMemo(() => (token ? readTokenClaims(token) : null), [token]);
  return {
    isAuthenticated: token !== null && isSessionValid(sessionStore),
    userId: claims?.userId ?? sessionStore.load()?.userId ?? null,
    tier: claims?.tier ?? "none",
    customerId: claims?.customerId ?? null,
    isAdmin: claims?.groups.includes("admin") ?? false,
  };
}
