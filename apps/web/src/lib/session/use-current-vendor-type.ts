import { hasVenueSections } from "@cortege/domain";
import { useVendor } from "../vendor/use-vendor.ts";
import { useCurrentVendor } from "./use-current-vendor.ts";

/** Whether the current vendor has the venue's screens (spaces, accommodations); undefined while loading. */
export function useCurrentVendorHasVenueSections(): boolean | undefined {
  const { currentVendor } = useCurrentVendor();
  const vendor = useVendor(currentVendor?.id ?? "");
  return vendor.data ? hasVenueSections(vendor.data.vendorType) : undefined;
}
