import { randomUUID } from "node:crypto";
import { type LoginResponse, REFRESH_TOKEN_TTL_DAYS, userErrorCodes, userMessages } from "@cortege/domain";
import type { AccessTokens } from "../../platform/auth/access-tokens.ts";
import { randomToken, sha256 } from "../../platform/auth/secrets.ts";
import { unauthorized } from "../../platform/errors/app-error.ts";
import { groupsOf, type UserRow, type UsersRepository } from "./users.repository.ts";

const refreshTtlMs = REFRESH_TOKEN_TTL_DAYS * 86_400_000;

/**
 * A login is a family of refresh tokens. Each refresh rotates the token; presenting a token that
 * was already rotated means it leaked, so the whole family is revoked.
 */
export function createSessions(repo: UsersRepository, tokens: AccessTokens) {
  async function issue(user: UserRow, familyId: string): Promise<LoginResponse> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken(user.id, familyId, sha256(refreshToken), new Date(Date.now() + refreshTtlMs));
    const token = await tokens.sign({
      userId: user.id,
      groups: groupsOf(user),
      customerId: user.customerId,
      sessionId: familyId,
    });
    return { userId: user.id, token, refreshToken };
  }

  /** Revokes the family; the access tokens of this login then fail verification too. */
  async function end(familyId: string): Promise<void> {
    await repo.revokeFamily(familyId);
    tokens.sessionsRevoked();
  }

  return {
    start: (user: UserRow) => issue(user, randomUUID()),
    end,
    async endByRefreshToken(userId: string, refreshToken: string): Promise<void> {
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (row && row.userId === userId) await end(row.familyId);
    },
    async refresh(userId: string, refreshToken: string): Promise<LoginResponse> {
      const refused = unauthorized(userErrorCodes.REFRESH_TOKEN_INVALID, userMessages.sessionExpired);
      const row = await repo.findRefreshToken(sha256(refreshToken));
      if (!row || row.userId !== userId || row.revokedAt) throw refused;
      if (row.usedAt) {
        await end(row.familyId);
        throw refused;
      }
      if (row.expiresAt.getTime() <= Date.now()) throw refused;
      if (!(await repo.claimRefreshToken(row.id))) {
        await end(row.familyId);
        throw refused;
      }
      const user = await repo.findById(userId);
      if (!user) throw refused;
      return issue(user, row.familyId);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
