import type { VendorType } from "./vendor-types.ts";

/** The showcase screens that describe a place: rooms to rent and beds to sleep in. */
export const venueOnlySections = ["SPACES", "ACCOMMODATIONS"] as const;
export type VenueOnlySection = (typeof venueOnlySections)[number];

/**
 * Whether a vendor of this type has a venue-only screen. Spaces and accommodations belong to the
 * reception venue (part 1 §3 gives capacities and venue fields to RECEPTION_VENUE only, and the
 * onboarding SPACE item is for reception venues only): a caterer or a photographer has none.
 */
export function hasVenueSections(vendorType: VendorType | null | undefined): boolean {
  return vendorType === "RECEPTION_VENUE";
}
