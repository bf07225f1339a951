/** A space's photos: the vendor's folder of the spec's `Space` category, the space's id as owner id. */
export const SPACE_CATEGORY = "Space" as const;

export const spacePhotosFolder = (vendorId: string, spaceId: string) => ({ vendorId, category: SPACE_CATEGORY, id: spaceId });
