import type { VendorType } from "../vendors/vendor-types.ts";

/** The calendar date in Paris (the vendors' time zone) of an instant: YYYY-MM-DD. */
const parisDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
export const parisDate = (now: Date): string => parisDay.format(now);

/** Promotions shown on the page: started (or without start) and not ended (or without end) on `today`. */
export function currentPromotions<P extends { startDate: string | null; endDate: string | null }>(
  promotions: readonly P[],
  today: string,
): P[] {
  return promotions.filter((p) => (p.startDate === null || p.startDate <= today) && (p.endDate === null || p.endDate >= today));
}

const wholeEuros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
/**
 * "1 234 €" for whole euros, "35,20 €" otherwise (never "35,2 €", never rounded away), with French
 * spacing (narrow no-break spaces turned into plain no-break spaces for old fonts).
 */
export const formatEuros = (amount: number): string =>
  (Number.isInteger(amount) ? wholeEuros : euros).format(amount).replace(/\u202f/g, "\u00a0");

/** "À partir de 4 500 € par personne", or null when no price is given. */
export function priceLabel(minPrice: number | null, isPriceByPerson: boolean): string | null {
  if (minPrice === null) return null;
  return `À partir de ${formatEuros(minPrice)}${isPriceByPerson ? " par personne" : ""}`;
}

// Crawlers, link previewers and monitoring: not visitors, so not counted.
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|lighthouse|headless|curl|wget|python-requests|httpclient|go-http-client|node-fetch|axios|okhttp|java\//i;
/** Whether a page view comes from a robot (by its user agent); no user agent counts as a robot too. */
export const isBotUserAgent = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/** The vendor's trade as shown under its name, in French. */
export const vendorTypePublicLabels: Record<VendorType, string> = {
  RECEPTION_VENUE: "Lieu de réception",
  CATERING: "Traiteur",
  DJ: "DJ",
  PHOTOGRAPHER: "Photographe",
  VIDEOGRAPHER: "Vidéaste",
  FLORIST: "Fleuriste",
  HAIRDRESSER: "Coiffure",
  MAKEUP_ARTIST: "Maquillage",
  WEDDING_PLANNER: "Wedding planner",
  OFFICIANT: "Officiant de cérémonie",
  BABYSITTING: "Garde d'enfants",
  PASTRY_CHEF: "Pâtissier",
  FOOD_TRUCK: "Food truck",
  MAGICIAN: "Magicien",
  GAME_RENTAL: "Location de jeux",
  PHOTO_BOOTH: "Photobooth",
  JEWELRY: "Bijoux",
  GIFT_REGISTRY: "Liste de mariage",
  WEDDING_GIFTS: "Cadeaux d'invités",
  HONEYMOON: "Voyage de noces",
  WINE_SPIRITS: "Vins et spiritueux",
  MUSIC_BAND: "Groupe de musique",
  ORCHESTRA: "Orchestre",
  ENTERTAINER: "Animation",
  DECORATOR: "Décoration",
  FURNITURE_RENTAL: "Location de mobilier",
  WEDDING_CAR: "Voiture de mariage",
  VEHICLE_RENTAL: "Location de véhicules",
  TRANSPORT_SERVICE: "Transport des invités",
  BRIDAL_DRESS: "Robes de mariée",
  GROOM_SUIT: "Costumes de marié",
  ACCESSORIES: "Accessoires",
  INVITATION: "Faire-part",
  ARTISAN: "Artisan",
  OTHER: "Prestataire de mariage",
};

/** The schema.org type of a vendor's page: venues are EventVenue, the others LocalBusiness. */
export const schemaOrgTypeOf = (vendorType: VendorType): string =>
  vendorType === "RECEPTION_VENUE" ? "EventVenue" : "LocalBusiness";

/** The first `max` characters of a text on a word boundary, with an ellipsis when cut (meta description). */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
}

/** The months shown in the availability block: this month and the next ones, as YYYY-MM. */
export function nextMonths(today: string, count: number): string[] {
  const [y, mth] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (mth - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}
