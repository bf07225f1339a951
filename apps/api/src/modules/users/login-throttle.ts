import { userErrorCodes, userMessages } from "@cortege/domain";
import { tooManyRequests } from "../../platform/errors/app-error.ts";
import type { UsersRepository } from "./users.repository.ts";

const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

/**
 * Failed logins are counted per e-mail (existing or not, so the answer reveals nothing) and per
 * IP, in a 15-minute window.
 */
export function createLoginThrottle(repo: UsersRepository) {
  const keys = (email: string, ip: string) => ({ account: `email:${email}`, ip: `ip:${ip}` });
  const windowStart = () => new Date(Date.now() - WINDOW_MS);
  return {
    async check(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      const [account, byIp] = await Promise.all([
        repo.failuresInWindow(k.account, windowStart()),
        repo.failuresInWindow(k.ip, windowStart()),
      ]);
      if (account >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP) {
        throw tooManyRequests(userErrorCodes.TOO_MANY_ATTEMPTS, userMessages.tooManyAttempts);
      }
    },
    async fail(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await repo.recordFailure(k.account, windowStart());
      await repo.recordFailure(k.ip, windowStart());
    },
    async succeed(email: string): Promise<void> {
      await repo.clearFailures(keys(email, "").account);
    },
  };
}
