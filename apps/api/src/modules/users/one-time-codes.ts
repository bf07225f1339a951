import { randomInt } from "node:crypto";
import {
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MINUTES,
  CODES_PER_ACCOUNT_PER_HOUR,
  userErrorCodes,
  userMessages,
} from "@cortege/domain";
import { hmac } from "../../platform/auth/secrets.ts";
import { badRequest, tooManyRequests } from "../../platform/errors/app-error.ts";
import type { CodePurpose, UsersRepository } from "./users.repository.ts";

/** 6-digit codes: 10 minutes, single use, 5 wrong tries, 5 codes per account per hour. */
export function createOneTimeCodes(repo: UsersRepository, secret: string) {
  const digest = (userId: string, purpose: CodePurpose, code: string) => hmac(secret, `${userId}:${purpose}:${code}`);
  return {
    async issue(userId: string, purpose: CodePurpose, newEmail?: string): Promise<string> {
      const since = new Date(Date.now() - 3_600_000);
      if ((await repo.countCodesSince(userId, since)) >= CODES_PER_ACCOUNT_PER_HOUR) {
        throw tooManyRequests(userErrorCodes.TOO_MANY_CODES, userMessages.tooManyCodes);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
      await repo.replaceCode(userId, purpose, digest(userId, purpose, code), expiresAt, newEmail);
      return code;
    },
    /** Consumes the code and answers what it carried, or refuses with one message for every failure. */
    async consume(userId: string, purpose: CodePurpose, code: string): Promise<{ newEmail: string | null }> {
      const refused = badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      const live = await repo.latestLiveCode(userId, purpose);
      if (!live || live.attempts >= CODE_MAX_WRONG_TRIES) throw refused;
      if (live.codeHash !== digest(userId, purpose, code)) {
        await repo.countWrongTry(live.id);
        throw refused;
      }
      if (!(await repo.consumeCode(live.id))) throw refused;
      return { newEmail: live.newEmail };
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
