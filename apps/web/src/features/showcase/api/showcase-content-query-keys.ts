/** Keys of the FAQ and availability screens: under ["showcase", vendorId], so a vendor's screens refresh together. */
export const showcaseContentQueryKeys = {
  faq: (vendorId: string) => ["showcase", vendorId, "faq"] as const,
  availabilities: (vendorId: string) => ["showcase", vendorId, "availabilities"] as const,
  availabilityRange: (vendorId: string, startDate: string, endDate: string) =>
    ["showcase", vendorId, "availabilities", startDate, endDate] as const,
};
