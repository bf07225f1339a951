import type { UserVendor } from "@cortege/domain";
import { useCallback } from "react";
import { selectVendor } from "./select-vendor.ts";
import { useAppState } from "./use-app-state.ts";
import { useUserVendors } from "./use-user-vendors.ts";

/**
 * The vendor the user is working on: the one chosen last, or the first of the list when that one is
 * gone (deleted, or chosen on another account in this browser).
 */
export function useCurrentVendor() {
  const query = useUserVendors();
  const { currentVendorId } = useAppState();
  const vendors: UserVendor[] = query.data ?? [];
  const currentVendor = vendors.find((v) => v.id === currentVendorId) ?? vendors[0] ?? null;
  const select = useCallback((vendorId: string) => selectVendor(vendorId), []);
  return { query, vendors, currentVendor, selectVendor: select };
}
