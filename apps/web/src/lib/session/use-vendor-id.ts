import { useCurrentVendor } from "./use-current-vendor.ts";

/**
 * The id of the vendor being worked on. Screens of the back office render only once a vendor exists
 * (RequireVendor), so an empty id never reaches a call.
 */
export function useVendorId(): string {
  return useCurrentVendor().currentVendor?.id ?? "";
}
