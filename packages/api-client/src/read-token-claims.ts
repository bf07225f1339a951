import { type AccessTier, accessTierFromGroups } from "@cortege/domain";

export type TokenClaims = { userId: string; groups: string[]; customerId: string | null; tier: AccessTier };

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // fatal: bytes that are not UTF-8 mean a forged or broken token, not a name to display.
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/**
 * Reads the access token's payload without verifying it: the UI only uses it to choose what to
 * show; the server verifies the signature on every call, so a forged token gains nothing.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1] || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  const { sub, groups = [], customerId = null } = payload as Record<string, unknown>;
  if (typeof sub !== "string" || sub === "") return null;
  if (!Array.isArray(groups) || !groups.every((g): g is string => typeof g === "string")) return null;
  if (customerId !== null && typeof customerId !== "string") return null;
  return { userId: sub, groups, customerId, tier: accessTierFromGroups(groups) };
}
