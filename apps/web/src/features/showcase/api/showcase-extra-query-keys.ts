/** Keys of the accommodation, promotion and team screens: under ["showcase", vendorId], like the other showcase screens. */
export const showcaseExtraQueryKeys = {
  accommodations: (vendorId: string) => ["showcase", vendorId, "accommodations"] as const,
  promotions: (vendorId: string) => ["showcase", vendorId, "promotions"] as const,
  teamMembers: (vendorId: string) => ["showcase", vendorId, "team-members"] as const,
  /** Under ["media", vendorId]: an upload or a deletion elsewhere refreshes them too. */
  accommodationPhotos: (vendorId: string, accommodationId: string) =>
    ["media", vendorId, "accommodation", accommodationId] as const,
  pictures: (vendorId: string, category: string, fileIds: readonly string[]) =>
    ["media", vendorId, "pictures", category, ...fileIds] as const,
};
