import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { createVendorMembershipRepository } from "./vendor-membership.repository.ts";

/** Which of these vendors must be kept for their issued documents (the documents module answers). */
export type VendorRetention = {
  vendorsWithIssuedDocuments(conn: DbOrTx, vendorIds: readonly string[]): Promise<Set<string>>;
};

/**
 * The vendors' side of an account: who are a vendor's members, and what happens to the vendors of an account
 * that is deleted. It needs no other service, so that the users module can call it without a cycle (the
 * vendors service needs the users service to create a vendor).
 */
export function createVendorMembershipService({ db, retention }: { db: Db; retention?: VendorRetention }) {
  const repo = createVendorMembershipRepository(db);
  return {
    memberUserIds: (vendorId: string) => repo.memberUserIds(vendorId),

    /**
     * docs/decisions.md "Retention of issued documents": each vendor only this user ran goes with them, unless it
     * has issued invoices, deposit invoices or credit notes, kept ten years (L123-22 C. com., L102 B LPF): that
     * vendor is closed instead. A vendor shared with someone else stays as it is. On the caller's transaction.
     */
    async releaseVendorsOf(tx: DbOrTx, userId: string): Promise<void> {
      const alone = await repo.runAlone(tx, userId);
      const kept = retention ? await retention.vendorsWithIssuedDocuments(tx, alone) : new Set<string>();
      await repo.remove(
        tx,
        alone.filter((id) => !kept.has(id)),
      );
      await repo.close(
        tx,
        alone.filter((id) => kept.has(id)),
      );
    },
  };
}
export type VendorMembershipService = ReturnType<typeof createVendorMembershipService>;
