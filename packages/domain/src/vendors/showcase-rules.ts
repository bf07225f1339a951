import { type BedType, bedSleepingPlaces, DEFAULT_BED_TYPE, toBedType } from "./showcase-enums.ts";
import { type SocialNetwork, socialNetworks, type VendorType } from "./vendor-types.ts";

/** Minimum media and spaces of the onboarding checklist, and photos for a visible showcase (part 1 §9). */
export const ONBOARDING_MIN_MEDIA = 10;
export const ONBOARDING_MIN_SPACES = 1;
export const VISIBILITY_MIN_PHOTOS = 10;

const filled = (value: string | null | undefined): boolean => typeof value === "string" && value.trim() !== "";

/** Sleeping places of one bed type: 2 for the double types, 1 for the others; unknown types count as single. */
export const sleepingPlacesOf = (bedType: unknown): number => bedSleepingPlaces[toBedType(bedType)];

export type Bed = { bedType: BedType; numberOfBeds: number };
export type Room = { name: string; image: string | null; beds: Bed[] };

/** Sleeping places of a room, or of all rooms of an accommodation. */
export const roomSleepingPlaces = (room: { beds: readonly Bed[] }): number =>
  room.beds.reduce((sum, bed) => sum + sleepingPlacesOf(bed.bedType) * bed.numberOfBeds, 0);
export const accommodationSleepingPlaces = (rooms: readonly { beds: readonly Bed[] }[]): number =>
  rooms.reduce((sum, room) => sum + roomSleepingPlaces(room), 0);

/** A new bed: single, one of it (part 1 §3). */
export const newBed = (): Bed => ({ bedType: DEFAULT_BED_TYPE, numberOfBeds: 1 });

/** A new room is named 'Chambre N', N being one more than the rooms already there; it starts with one new bed. */
export function newRoom(existing: readonly { name: string }[]): Room {
  const taken = new Set(existing.map((r) => r.name));
  let n = existing.length + 1;
  while (taken.has(`Chambre ${n}`)) n++;
  return { name: `Chambre ${n}`, image: null, beds: [newBed()] };
}

/** One empty entry per known social network, then the given ones fill their network (first non-empty wins). */
export function withDefaultSocials(socials: readonly { type: SocialNetwork; url: string }[] = []) {
  return socialNetworks.map((type) => ({
    type,
    url: socials.find((s) => s.type === type && s.url.trim() !== "")?.url.trim() ?? "",
  }));
}

export type VenueInformation = {
  contact: unknown | null;
  weddingShowcase: { catchphrase: string; description: string };
  website: string | null;
  minGuestCapacity: number | null;
  maxGuestCapacity: number | null;
};

/** Venue information is incomplete if any of contact, catchphrase, description, website, min or max capacity is missing. */
export function missingVenueInformation(venue: VenueInformation): (keyof VenueInformation | "catchphrase" | "description")[] {
  const missing: (keyof VenueInformation | "catchphrase" | "description")[] = [];
  if (!venue.contact) missing.push("contact");
  if (!filled(venue.weddingShowcase.catchphrase)) missing.push("catchphrase");
  if (!filled(venue.weddingShowcase.description)) missing.push("description");
  if (!filled(venue.website)) missing.push("website");
  if (venue.minGuestCapacity === null) missing.push("minGuestCapacity");
  if (venue.maxGuestCapacity === null) missing.push("maxGuestCapacity");
  return missing;
}
export const isVenueInformationComplete = (venue: VenueInformation): boolean => missingVenueInformation(venue).length === 0;

export const onboardingItems = ["INFORMATIONS", "ADDRESS", "MEDIA", "SPACE"] as const;
export type OnboardingItem = (typeof onboardingItems)[number];

/** The screens the checklist links to (part 1 §2). */
export const onboardingLinks: Record<OnboardingItem, string> = {
  INFORMATIONS: "/vitrine/informations",
  ADDRESS: "/vitrine/informations",
  MEDIA: "/vitrine/media",
  SPACE: "/vitrine/salles",
};

export type OnboardingState = {
  vendorType: VendorType;
  isPublished: boolean;
  tradeName: string | null | undefined;
  catchphrase: string | null | undefined;
  description: string | null | undefined;
  address:
    | {
        street?: string | null | undefined;
        city?: string | null | undefined;
        postalCode?: string | null | undefined;
        department?: string | null | undefined;
      }
    | null
    | undefined;
  mediaCount: number;
  spaceCount: number;
};

export type OnboardingChecklistItem = { item: OnboardingItem; isDone: boolean; link: string };

/**
 * The onboarding checklist (part 1 §4): SPACE only for reception venues; everything is done once
 * published; done items sort after pending ones, each group in the list's own order.
 */
export function onboardingChecklist(state: OnboardingState): OnboardingChecklistItem[] {
  const address = state.address ?? {};
  const done: Record<OnboardingItem, boolean> = {
    INFORMATIONS: filled(state.tradeName) && filled(state.catchphrase) && filled(state.description),
    ADDRESS: filled(address.street) && filled(address.city) && filled(address.postalCode) && filled(address.department),
    MEDIA: state.mediaCount >= ONBOARDING_MIN_MEDIA,
    SPACE: state.spaceCount >= ONBOARDING_MIN_SPACES,
  };
  const items = onboardingItems
    .filter((item) => item !== "SPACE" || state.vendorType === "RECEPTION_VENUE")
    .map((item) => ({ item, isDone: state.isPublished || done[item], link: onboardingLinks[item] }));
  return [...items.filter((i) => !i.isDone), ...items.filter((i) => i.isDone)];
}

export const isOnboardingComplete = (state: OnboardingState): boolean => onboardingChecklist(state).every((i) => i.isDone);

export type VisibilityState = {
  contact: { firstname?: string; lastname?: string; email?: string; phone?: string | null | undefined } | null | undefined;
  logo: string | null | undefined;
  photoCount: number;
};

export type ShowcaseVisibility = {
  /** At least 10 photos (part 1 §4, §9). */
  isVisibleOnPartnerSite: boolean;
  /** Contact information and images complete (part 1 §4). */
  isProfileVisible: boolean;
  missing: ("contact" | "logo" | "photos")[];
};

/**
 * Visibility of the showcase: the partner site needs 10 photos; the profile needs a complete contact
 * (first name, last name, e-mail, phone) and complete images (a logo and the 10 photos).
 */
export function showcaseVisibility(state: VisibilityState): ShowcaseVisibility {
  const c = state.contact;
  const contactComplete = !!c && filled(c.firstname) && filled(c.lastname) && filled(c.email) && filled(c.phone ?? null);
  const enoughPhotos = state.photoCount >= VISIBILITY_MIN_PHOTOS;
  const missing: ShowcaseVisibility["missing"] = [];
  if (!contactComplete) missing.push("contact");
  if (!filled(state.logo)) missing.push("logo");
  if (!enoughPhotos) missing.push("photos");
  return { isVisibleOnPartnerSite: enoughPhotos, isProfileVisible: missing.length === 0, missing };
}
