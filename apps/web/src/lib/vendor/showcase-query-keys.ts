/** Every showcase query starts with ["showcase", vendorId]: a save refreshes one vendor's screens at once. */
export const showcaseQueryKeys = {
  all: (vendorId: string) => ["showcase", vendorId] as const,
  vendor: (vendorId: string) => ["showcase", vendorId, "vendor"] as const,
  company: (vendorId: string) => ["showcase", vendorId, "company"] as const,
  spaces: (vendorId: string) => ["showcase", vendorId, "spaces"] as const,
  /** Under ["media", vendorId]: an upload or a deletion of the media screens refreshes it too. */
  spacePhotos: (vendorId: string, spaceId: string) => ["media", vendorId, "space", spaceId] as const,
};
