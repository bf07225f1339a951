import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";

/** What becomes of the vendors of a deleted account: the vendors module decides (vendor-membership.service). */
export type AccountVendors = { releaseVendorsOf(tx: DbOrTx, userId: string): Promise<void> };

/**
 * Deleting an account (docs/decisions.md "Retention of issued documents"). The user goes — e-mail, names,
 * phone, password, sessions: nobody can log in any more — and, in the same transaction, the vendors they
 * alone ran are deleted or, when they issued documents, closed.
 */
export async function closeAccount(db: Db, userId: string, vendors?: AccountVendors): Promise<void> {
  await db.transaction(async (tx) => {
    if (vendors) await vendors.releaseVendorsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
}
