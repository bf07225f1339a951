import { eq } from "drizzle-orm";
import { vendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

/**
 * The vendor's isGoogleLinked and googleCalendarId (part 1 §3 Vendor), written by the calendar
 * module when the vendor links, chooses a calendar or unlinks: the vendor's own fields stay here.
 */
export function createVendorGoogleLink(db: Db) {
  return {
    async set(vendorId: string, link: { isGoogleLinked: boolean; googleCalendarId: string | null }): Promise<void> {
      await db.update(vendors).set(link).where(eq(vendors.id, vendorId));
    },
  };
}
export type VendorGoogleLink = ReturnType<typeof createVendorGoogleLink>;
