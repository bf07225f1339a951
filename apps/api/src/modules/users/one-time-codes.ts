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

/** 6-digit codes: 10 minutes, single use, 5 tries (counted atomically), 5 codes per account per hour. */
export function createOneTimeCodes(repo: UsersRepository, secret: string) {
  const digest = (userId: string, purpose: CodePurpose, code: string) => hmac(secret, `${userId}:${purpose}:${code}`);
  return {
    async issue(userId: string, purpose: CodePurpose, newEmail?: string): Promise<string> {
      const since = new Date(Date.now() - 3_600_000);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
      const hash = digest(userId, purpose, code);
      if (!(await repo.replaceCodeWithinLimit(userId, purpose, hash, expiresAt, newEmail, CODES_PER_ACCOUNT_PER_HOUR, since))) {
        throw tooManyRequests(userErrorCodes.TOO_MANY_CODES, userMessages.tooManyCodes);
      }
      return code;
    },
    /**
     * Public calls that mail something to an address (register, resend, forgot) count per address,
     * known or not, so that the limit's 429 says nothing about whether an account exists.
     */
    async takeAddressSlot(email: string): Promise<void> {
      const since = new Date(Date.now() - 3_600_000);
      if (!(await repo.takeThrottleSlot(`codes:${email}`, CODES_PER_ACCOUNT_PER_HOUR, since))) {
        throw tooManyRequests(userErrorCodes.TOO_MANY_CODES, userMessages.tooManyCodes);
      }
    },
    /** Consumes the code and answers what it carried, or refuses with one message for every failure. */
    async consume(userId: string, purpose: CodePurpose, code: string): Promise<{ newEmail: string | null }> {
      const tried = await repo.tryCode(userId, purpose, digest(userId, purpose, code), CODE_MAX_WRONG_TRIES);
      if (!tried?.ok) throw badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      return { newEmail: tried.newEmail };
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
