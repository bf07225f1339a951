/** An accommodation's photos: the vendor's folder of the spec's `Accommodation` category, its id as owner id. */
export const ACCOMMODATION_CATEGORY = "Accommodation" as const;
/** A room's picture: one file of the `Room` folder, kept by id on the room. */
export const ROOM_CATEGORY = "Room" as const;
export const PROMOTION_CATEGORY = "Promotion" as const;
export const TEAM_MEMBER_CATEGORY = "TeamMember" as const;

export const accommodationPhotosFolder = (vendorId: string, accommodationId: string) => ({
  vendorId,
  category: ACCOMMODATION_CATEGORY,
  id: accommodationId,
});
