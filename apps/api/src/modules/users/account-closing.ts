import { and, eq, inArray, ne } from "drizzle-orm";
import { users, vendorMembers, vendors } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

/** Which of these vendors must be kept for their issued documents (the documents module answers). */
export type AccountRetention = {
  vendorsWithIssuedDocuments(conn: Db | Tx, vendorIds: readonly string[]): Promise<Set<string>>;
};

/**
 * Deleting an account (docs/decisions.md "Retention of issued documents"). The user goes — e-mail,
 * names, phone, password, sessions: nobody can log in any more. Each vendor only they ran goes with
 * them, unless it has issued invoices, deposit invoices or credit notes: those are kept ten years
 * (L123-22 C. com., L102 B LPF), so that vendor is closed instead — no member, unpublished, its
 * showcase contact erased — and keeps its company identity, its documents and their numbering. A
 * vendor shared with someone else stays as it is.
 */
export async function closeAccount(db: Db, userId: string, retention?: AccountRetention): Promise<void> {
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ vendorId: vendorMembers.vendorId })
      .from(vendorMembers)
      .where(eq(vendorMembers.userId, userId));
    const ids = owned.map((o) => o.vendorId);
    if (ids.length > 0) {
      const shared = await tx
        .select({ vendorId: vendorMembers.vendorId })
        .from(vendorMembers)
        .where(and(inArray(vendorMembers.vendorId, ids), ne(vendorMembers.userId, userId)));
      const stays = new Set(shared.map((s) => s.vendorId));
      const alone = ids.filter((v) => !stays.has(v));
      const kept = retention ? await retention.vendorsWithIssuedDocuments(tx, alone) : new Set<string>();
      const drop = alone.filter((v) => !kept.has(v));
      const close = alone.filter((v) => kept.has(v));
      if (drop.length > 0) await tx.delete(vendors).where(inArray(vendors.id, drop));
      if (close.length > 0) {
        await tx
          .update(vendors)
          .set({ closedAt: new Date(), isPublished: false, contact: null, updatedAt: new Date() })
          .where(inArray(vendors.id, close));
      }
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
