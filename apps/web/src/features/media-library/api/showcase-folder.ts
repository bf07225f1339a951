/** The showcase photos are the vendor's folder of the spec's `Medias` category (no client, no owner id). */
export const SHOWCASE_CATEGORY = "Medias" as const;

export const showcaseFolder = (vendorId: string) => ({ vendorId, category: SHOWCASE_CATEGORY });

/** Part 1 §4 and part 2 §9: a showcase is visible from 10 photos (MEDIA item of the onboarding checklist). */
export const MIN_SHOWCASE_PHOTOS = 10;
