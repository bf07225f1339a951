import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { vendorMembers, vendors } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../platform/db/database.ts";

/** Who runs which vendor (vendor_members) and what becomes of a vendor its last member leaves. */
export function createVendorMembershipRepository(db: DbOrTx) {
  return {
    /** The member accounts of a vendor, owners first, oldest first. */
    async memberUserIds(vendorId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: vendorMembers.userId })
        .from(vendorMembers)
        .where(eq(vendorMembers.vendorId, vendorId))
        .orderBy(sql`${vendorMembers.role} = 'owner' DESC`, asc(vendorMembers.createdAt));
      return rows.map((r) => r.userId);
    },

    /** The vendors this user is the only member of. */
    async runAlone(conn: DbOrTx, userId: string): Promise<string[]> {
      const owned = await conn
        .select({ vendorId: vendorMembers.vendorId })
        .from(vendorMembers)
        .where(eq(vendorMembers.userId, userId));
      const ids = owned.map((o) => o.vendorId);
      if (ids.length === 0) return [];
      const shared = await conn
        .select({ vendorId: vendorMembers.vendorId })
        .from(vendorMembers)
        .where(and(inArray(vendorMembers.vendorId, ids), ne(vendorMembers.userId, userId)));
      const stays = new Set(shared.map((s) => s.vendorId));
      return ids.filter((id) => !stays.has(id));
    },

    async remove(conn: DbOrTx, vendorIds: readonly string[]): Promise<void> {
      if (vendorIds.length > 0) await conn.delete(vendors).where(inArray(vendors.id, [...vendorIds]));
    },

    /** Closed: no longer published, its showcase contact erased; its company identity and documents stay. */
    async close(conn: DbOrTx, vendorIds: readonly string[]): Promise<void> {
      if (vendorIds.length === 0) return;
      await conn
        .update(vendors)
        .set({ closedAt: new Date(), isPublished: false, contact: null, updatedAt: new Date() })
        .where(inArray(vendors.id, [...vendorIds]));
    },
  };
}
