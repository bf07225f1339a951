/** Token groups (claim `groups`). */
export const userGroups = ["essential", "premium", "admin"] as const;
export type UserGroup = (typeof userGroups)[number];

/** premium; essential (without premium); or none (trial or free) — part 1 §6. */
export type AccessTier = "premium" | "essential" | "none";

export function accessTierFromGroups(groups: readonly string[] | undefined | null): AccessTier {
  if (!groups) return "none";
  if (groups.includes("premium")) return "premium";
  if (groups.includes("essential")) return "essential";
  return "none";
}

/** Claims of the access token. */
export type AccessTokenClaims = {
  sub: string;
  groups: UserGroup[];
  customerId: string | null;
  /** The login (refresh-token family) this token belongs to. */
  sid: string;
  exp: number;
  iat: number;
};
