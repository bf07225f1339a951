export const vendorTypes = [
  "RECEPTION_VENUE",
  "CATERING",
  "DJ",
  "PHOTOGRAPHER",
  "VIDEOGRAPHER",
  "FLORIST",
  "HAIRDRESSER",
  "MAKEUP_ARTIST",
  "WEDDING_PLANNER",
  "OFFICIANT",
  "BABYSITTING",
  "PASTRY_CHEF",
  "FOOD_TRUCK",
  "MAGICIAN",
  "GAME_RENTAL",
  "PHOTO_BOOTH",
  "JEWELRY",
  "GIFT_REGISTRY",
  "WEDDING_GIFTS",
  "HONEYMOON",
  "WINE_SPIRITS",
  "MUSIC_BAND",
  "ORCHESTRA",
  "ENTERTAINER",
  "DECORATOR",
  "FURNITURE_RENTAL",
  "WEDDING_CAR",
  "VEHICLE_RENTAL",
  "TRANSPORT_SERVICE",
  "BRIDAL_DRESS",
  "GROOM_SUIT",
  "ACCESSORIES",
  "INVITATION",
  "ARTISAN",
  "OTHER",
] as const;
export type VendorType = (typeof vendorTypes)[number];

export const DEFAULT_VENDOR_TYPE: VendorType = "RECEPTION_VENUE";

/** Unknown types fall back to RECEPTION_VENUE (part 1 §5). */
export function toVendorType(value: unknown): VendorType {
  return (vendorTypes as readonly unknown[]).includes(value) ? (value as VendorType) : DEFAULT_VENDOR_TYPE;
}

export const socialNetworks = ["FACEBOOK", "INSTAGRAM", "X", "PINTEREST", "LINKEDIN", "YOUTUBE"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const companyTypes = ["COMPANY", "ASSOCIATION", "INTERMITTENT"] as const;
export type CompanyType = (typeof companyTypes)[number];
