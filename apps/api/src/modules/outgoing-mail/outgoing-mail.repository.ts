import { and, count, eq, inArray, sql } from "drizzle-orm";
import { outsideMailRecipients } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

/** The pool, a Drizzle transaction or a job transaction's connection. */
export type Conn = Db | Tx;

export function createOutgoingMailRepository() {
  return {
    /**
     * Records the outside addresses of one send for the vendor's Paris day, if the day's distinct
     * addresses stay within `cap`: under a transaction-scoped advisory lock of the vendor and day, so
     * simultaneous sends (and API replicas) cannot both take the last places. Answers false, recording
     * nothing, past the cap. Must run inside a transaction (the lock lasts until it ends).
     */
    async recordOutside(conn: Conn, vendorId: string, day: string, addresses: string[], cap: number): Promise<boolean> {
      if (addresses.length === 0) return true;
      await conn.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`outside-mail:${vendorId}:${day}`}, 0))`);
      const known = await conn
        .select({ address: outsideMailRecipients.address })
        .from(outsideMailRecipients)
        .where(
          and(
            eq(outsideMailRecipients.vendorId, vendorId),
            eq(outsideMailRecipients.day, day),
            inArray(outsideMailRecipients.address, addresses),
          ),
        );
      const already = new Set(known.map((r) => r.address));
      const fresh = addresses.filter((a) => !already.has(a));
      if (fresh.length === 0) return true;
      const [used] = await conn
        .select({ n: count() })
        .from(outsideMailRecipients)
        .where(and(eq(outsideMailRecipients.vendorId, vendorId), eq(outsideMailRecipients.day, day)));
      if (Number(used?.n ?? 0) + fresh.length > cap) return false;
      await conn
        .insert(outsideMailRecipients)
        .values(fresh.map((address) => ({ vendorId, day, address })))
        .onConflictDoNothing();
      return true;
    },
  };
}
export type OutgoingMailRepository = ReturnType<typeof createOutgoingMailRepository>;
