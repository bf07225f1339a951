import type { Db } from "../../platform/db/database.ts";
import { createVendorListingRepository, type VendorSearch } from "./vendor-listing.repository.ts";

export type { ListedVendor } from "./vendor-listing.repository.ts";

/** Every vendor, across tenants: for the administrators' back office only (the admin routes are audited). */
export function createVendorListingService(db: Db) {
  const repo = createVendorListingRepository(db);
  return {
    list: (search: VendorSearch | undefined, page: number, limit: number) => repo.list(search, page, limit),
    one: (vendorId: string) => repo.one(vendorId),
  };
}
export type VendorListingService = ReturnType<typeof createVendorListingService>;
