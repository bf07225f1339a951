import { eq } from "drizzle-orm";
import { vendors } from "../../db/schema/index.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";

/**
 * The vendor as the seller of its documents: its company as stored and its logo, read on the caller's
 * connection so that issuing reads them in the transaction that freezes the document.
 */
export function createVendorSellerService(db: Db) {
  return {
    async storedCompany(conn: DbOrTx | undefined, vendorId: string): Promise<Record<string, unknown>> {
      const [row] = await (conn ?? db).select({ company: vendors.company }).from(vendors).where(eq(vendors.id, vendorId));
      return (row?.company ?? {}) as Record<string, unknown>;
    },
    /** A file of its VendorLogo folder, or null. */
    async logo(conn: DbOrTx | undefined, vendorId: string): Promise<string | null> {
      const [row] = await (conn ?? db).select({ logo: vendors.logo }).from(vendors).where(eq(vendors.id, vendorId));
      return row?.logo ?? null;
    },
  };
}
export type VendorSellerService = ReturnType<typeof createVendorSellerService>;
