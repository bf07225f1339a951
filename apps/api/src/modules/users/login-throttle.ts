import { userErrorCodes, userMessages } from "@cortege/domain";
import { tooManyRequests } from "../../platform/errors/app-error.ts";
import type { UsersRepository } from "./users.repository.ts";

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Tries of one account from one address: the limit a guesser meets first. */
export const MAX_TRIES_PER_ACCOUNT_AND_IP = 5;
/** Tries of one account from every address together (a guesser with many addresses). */
export const MAX_TRIES_PER_ACCOUNT = 50;
/** Tries from one address over every account (one address spraying common passwords). */
export const MAX_TRIES_PER_IP = 100;
const NO_LIMIT = 2_147_483_647;
/** How long a successful login makes an address "known" for that account. */
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

/**
 * A try from an address this account never logged in from takes a slot before the password is checked,
 * atomically in PostgreSQL (shared by every replica), so that 40 parallel guesses get 5 checks, not 40;
 * a right password gives its slots back. From a known address, failures are counted after the check.
 *
 * Counted per e-mail whether the account exists or not, so a 429 reveals nothing. The account-wide and
 * address-wide limits do not apply to an address this account already logged in from: a guesser
 * elsewhere, or sharing a proxy with other users, cannot lock the owner out; at worst they lock
 * themselves and whoever shares their address out of this one account for 15 minutes.
 */
export function createLoginThrottle(repo: UsersRepository) {
  const keys = (email: string, ip: string) => ({
    pair: `email-ip:${email}|${ip}`,
    account: `email:${email}`,
    ip: `ip:${ip}`,
    known: `known:${email}|${ip}`,
  });
  const windowStart = () => new Date(Date.now() - THROTTLE_WINDOW_MS);
  const refused = () => tooManyRequests(userErrorCodes.TOO_MANY_ATTEMPTS, userMessages.tooManyAttempts);

  return {
    /**
     * Takes a try for this e-mail from this address, or refuses with 429. The caller reports the
     * outcome: `failed()` after a wrong password, `succeeded()` after a right one.
     */
    async take(email: string, ip: string): Promise<{ succeeded(): Promise<void>; failed(): Promise<void> }> {
      const k = keys(email, ip);
      const since = windowStart();
      if (await repo.throttleKeySince(k.known, new Date(Date.now() - KNOWN_ADDRESS_MS))) {
        // The owner's usual address: parallel logins of one account (several tabs, a load test) must
        // not meet a limit of 5 in flight, so failures are counted after the check, atomically still.
        if ((await repo.throttleCountSince(k.pair, since)) >= MAX_TRIES_PER_ACCOUNT_AND_IP) throw refused();
        return {
          succeeded: async () => {
            await repo.clearThrottle(k.pair);
            await repo.markThrottleKey(k.known);
          },
          failed: async () => {
            await repo.takeThrottleSlot(k.pair, NO_LIMIT, since);
          },
        };
      }
      const taken: string[] = [];
      const limits: Array<[string, number]> = [
        [k.pair, MAX_TRIES_PER_ACCOUNT_AND_IP],
        [k.account, MAX_TRIES_PER_ACCOUNT],
        [k.ip, MAX_TRIES_PER_IP],
      ];
      for (const [key, limit] of limits) {
        if (!(await repo.takeThrottleSlot(key, limit, since))) {
          // The slots already taken for this refused try are given back: nothing was checked.
          for (const back of taken) await repo.giveThrottleSlotBack(back);
          throw refused();
        }
        taken.push(key);
      }
      return {
        async succeeded() {
          await repo.clearThrottle(k.pair);
          for (const back of taken.filter((key) => key !== k.pair)) await repo.giveThrottleSlotBack(back);
          await repo.markThrottleKey(k.known);
        },
        // A failed try keeps the slots it took: it counts.
        failed: async () => {},
      };
    },
  };
}
