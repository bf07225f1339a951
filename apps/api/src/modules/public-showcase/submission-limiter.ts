import { createHash } from "node:crypto";
import { and, count, eq, gt, lte, sql } from "drizzle-orm";
import { showcaseRequestSubmissions } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

/** The address is not kept: only a hash of it with the vendor, enough to count. */
export const submissionKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Stored requests per key (address and vendor) within a sliding window, in PostgreSQL. Only stored
 * requests count, so a visitor correcting a typo in the form is never locked out. `reserve` takes a
 * place in a short transaction of its own, under a transaction-scoped advisory lock on the key: of any
 * number of simultaneous posts, on any number of API replicas, exactly `max` get one per window. The
 * place is taken before the request is stored and given back (`release`) when storing fails. (Not
 * inside the storing transaction: that one needs more connections of the pool, which the posts waiting
 * on the lock would be holding.)
 */
export function createSubmissionLimiter({
  db,
  max,
  windowMs,
  now,
}: {
  db: Db;
  max: number;
  windowMs: number;
  now: () => number;
}) {
  const since = () => new Date(now() - windowMs);

  async function recent(on: Db | Tx, keyHash: string): Promise<number> {
    const [row] = await on
      .select({ n: count() })
      .from(showcaseRequestSubmissions)
      .where(and(eq(showcaseRequestSubmissions.keyHash, keyHash), gt(showcaseRequestSubmissions.createdAt, since())));
    return Number(row?.n ?? 0);
  }

  return {
    /** A first look without the lock, so a visitor past the limit gets the answer before any work. */
    async allows(key: string): Promise<boolean> {
      return (await recent(db, submissionKeyHash(key))) < max;
    },

    /** Takes a place for `key`: its id, or null when the window holds `max` already. */
    async reserve(key: string): Promise<string | null> {
      const keyHash = submissionKeyHash(key);
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`showcase-request:${keyHash}`}, 0))`);
        // The key's rows past the window are of no more use; now and then every key's (an address
        // that never comes back leaves nothing behind).
        const old = Math.random() < 0.01 ? [] : [eq(showcaseRequestSubmissions.keyHash, keyHash)];
        await tx.delete(showcaseRequestSubmissions).where(and(...old, lte(showcaseRequestSubmissions.createdAt, since())));
        if ((await recent(tx, keyHash)) >= max) return null;
        const [row] = await tx
          .insert(showcaseRequestSubmissions)
          .values({ keyHash, createdAt: new Date(now()) })
          .returning({ id: showcaseRequestSubmissions.id });
        return row?.id ?? null;
      });
    },

    /** Gives a place back: the request it was taken for was not stored. */
    async release(id: string): Promise<void> {
      await db.delete(showcaseRequestSubmissions).where(eq(showcaseRequestSubmissions.id, id));
    },
  };
}
