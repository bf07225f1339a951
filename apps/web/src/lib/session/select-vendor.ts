import { writeAppState } from "./app-state.ts";

/** Remembers the vendor the user works on, for the next visits too. */
export function selectVendor(vendorId: string): void {
  writeAppState({ currentVendorId: vendorId });
}
