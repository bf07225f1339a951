import { eq } from "drizzle-orm";
import { einvoicePlatformAccounts } from "../../../db/schema/index.ts";
import type { Db, Tx } from "../../../platform/db/database.ts";

type Conn = Db | Tx;

/** SQL of the vendors' accounts on the plateforme agréée (db/schema/documents.ts, 0030). */
export function createEinvoicePlatformAccountsRepository() {
  return {
    async get(conn: Conn, vendorId: string) {
      const [row] = await conn.select().from(einvoicePlatformAccounts).where(eq(einvoicePlatformAccounts.vendorId, vendorId));
      return row ?? null;
    },

    async save(conn: Conn, vendorId: string, tokenSealed: string, tokenHint: string) {
      await conn
        .insert(einvoicePlatformAccounts)
        .values({ vendorId, tokenSealed, tokenHint })
        .onConflictDoUpdate({
          target: einvoicePlatformAccounts.vendorId,
          set: { tokenSealed, tokenHint, updatedAt: new Date() },
        });
    },

    async remove(conn: Conn, vendorId: string) {
      await conn.delete(einvoicePlatformAccounts).where(eq(einvoicePlatformAccounts.vendorId, vendorId));
    },
  };
}
