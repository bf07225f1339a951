import { ACCESS_TOKEN_TTL_SECONDS, type UserGroup, userGroups } from "@cortege/domain";
import { errors, jwtVerify, SignJWT } from "jose";
import type { SessionLiveness } from "./session-liveness.ts";

export type AuthContext = { userId: string; groups: UserGroup[]; customerId: string | null; sessionId: string };

export type AccessTokens = {
  sign(auth: AuthContext): Promise<string>;
  /** Null for a bad or expired token, and for a token whose login was revoked (logout…). */
  verify(token: string): Promise<AuthContext | null>;
  /** Called after sessions were revoked in this process, so that their access tokens die at once. */
  sessionsRevoked(): void;
};

const ISSUER = "cortege";

// A token's signature and claims, once checked, hold until it expires: a list screen sends the same token
// with every call, and the HMAC and the claims' parsing were ~6 % of an authenticated list request's CPU.
const MAX_REMEMBERED_TOKENS = 10_000;
type Checked = { auth: AuthContext; expiresAtMs: number };

/**
 * Without `sessions`, a signature check only (a token lives until it expires); with it, a revoked
 * login's access tokens stop working within the liveness cache time (docs/decisions.md).
 */
export function createAccessTokens(secret: string, sessions?: SessionLiveness): AccessTokens {
  // A WebCrypto key imported once: jose 6 (its webapi build) imports a KeyObject or raw bytes again on
  // every call, which was ~8 % of the CPU of an authenticated list request in the bench's profile.
  const key = crypto.subtle.importKey("raw", Buffer.from(secret, "utf8"), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  // Only good tokens are remembered (the exact string, so a forged one never matches an entry).
  const remembered = new Map<string, Checked>();
  async function check(token: string): Promise<Checked | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { issuer: ISSUER, algorithms: ["HS256"] });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
      const groups = Array.isArray(payload.groups)
        ? payload.groups.filter((g): g is UserGroup => (userGroups as readonly unknown[]).includes(g))
        : [];
      const customerId = typeof payload.customerId === "string" ? payload.customerId : null;
      const checked = {
        auth: { userId: payload.sub, groups, customerId, sessionId: payload.sid },
        expiresAtMs: payload.exp * 1000,
      };
      if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.clear();
      remembered.set(token, checked);
      return checked;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
  return {
    async sign(auth) {
      return new SignJWT({ groups: auth.groups, customerId: auth.customerId, sid: auth.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(auth.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    async verify(token) {
      const checked = remembered.get(token) ?? (await check(token));
      if (!checked || checked.expiresAtMs <= Date.now()) {
        if (checked) remembered.delete(token);
        return null;
      }
      // The login behind the token is asked about on every call (its own short cache): a logout still ends it.
      if (sessions && !(await sessions.isLive(checked.auth.sessionId))) return null;
      return checked.auth;
    },
    sessionsRevoked: () => sessions?.forget(),
  };
}
