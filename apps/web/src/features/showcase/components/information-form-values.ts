import {
  DEFAULT_PHONE_CODE,
  type LocationEnvironment,
  type RouteBody,
  type SocialNetwork,
  type Vendor,
  type VenueType,
  type vendorProfileContract,
  withDefaultSocials,
} from "@cortege/domain";

export type AddressValues = {
  street: string;
  secondaryUnit: string;
  postalCode: string;
  city: string;
  department: string;
  countryCode: string;
  longitude: number | null;
  latitude: number | null;
};

/** What /vitrine/informations edits: the body of vendor/update (and reception-venue/update), as typed. */
export type InformationFormValues = {
  vendorId: string;
  weddingShowcase: { catchphrase: string; description: string; tags: string[] };
  contact: { firstname: string; lastname: string; email: string; phone: string; phoneCode: string };
  address: AddressValues;
  website: string;
  socials: { type: SocialNetwork; url: string }[];
  minPrice: number | null;
  isPriceByPerson: boolean;
  // Reception venues only.
  minGuestCapacity: number | null;
  maxGuestCapacity: number | null;
  venueType: VenueType | null;
  locationEnvironment: LocationEnvironment | null;
  isSingleSpaceRental: boolean;
  parkingCapacity: number | null;
  isERP: boolean;
};

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);

export const isReceptionVenue = (vendor: Pick<Vendor, "vendorType">) => vendor.vendorType === "RECEPTION_VENUE";

export function informationFormValues(vendor: Vendor): InformationFormValues {
  const address = vendor.address ?? {};
  const contact = vendor.contact;
  return {
    vendorId: vendor.vendorId,
    weddingShowcase: { ...vendor.weddingShowcase },
    contact: {
      firstname: contact?.firstname ?? "",
      lastname: contact?.lastname ?? "",
      email: contact?.email ?? "",
      phone: contact?.phone ?? "",
      phoneCode: contact?.phoneCode || DEFAULT_PHONE_CODE,
    },
    address: {
      street: text(address.street),
      secondaryUnit: text(address.secondaryUnit),
      postalCode: text(address.postalCode),
      city: text(address.city),
      department: text(address.department),
      countryCode: text(address.countryCode) || "FR",
      longitude: num(address.longitude),
      latitude: num(address.latitude),
    },
    website: vendor.website ?? "",
    // One entry per network, empty when not filled (part 1 §3).
    socials: withDefaultSocials(vendor.socials),
    minPrice: vendor.minPrice,
    isPriceByPerson: vendor.isPriceByPerson,
    minGuestCapacity: vendor.minGuestCapacity ?? null,
    maxGuestCapacity: vendor.maxGuestCapacity ?? null,
    venueType: (vendor.venueType as VenueType | null | undefined) ?? null,
    locationEnvironment: (vendor.locationEnvironment as LocationEnvironment | null | undefined) ?? null,
    isSingleSpaceRental: vendor.isSingleSpaceRental ?? false,
    parkingCapacity: vendor.parkingCapacity ?? null,
    isERP: vendor.isERP ?? false,
  };
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** Only the parts typed: an untouched block is sent as null (nothing to validate), a started one in full. */
function filledOrNull<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], null> } | null {
  const entries = Object.entries(value).filter(([key, v]) => !isBlank(v) && key !== "countryCode" && key !== "phoneCode");
  if (entries.length === 0) return null;
  // The blank parts (null among them) are left out: what remains has no null.
  return Object.fromEntries(Object.entries(value).filter(([, v]) => !isBlank(v))) as { [K in keyof T]?: Exclude<T[K], null> };
}

/** The fields only a reception venue has, left out of the body of any other vendor. */
const venueKeys = [
  "minGuestCapacity",
  "maxGuestCapacity",
  "venueType",
  "locationEnvironment",
  "isSingleSpaceRental",
  "parkingCapacity",
  "isERP",
] as const satisfies readonly (keyof InformationFormValues)[];
type VenueKey = (typeof venueKeys)[number];
const isVenueKey = (key: string) => (venueKeys as readonly string[]).includes(key);

/**
 * The body of the call. A contact or an address left empty is sent as null; one started is sent as it is,
 * so that the domain schema names what is missing. A vendor that is not a venue sends no venue field.
 */
export function informationBody(
  values: InformationFormValues,
  receptionVenue: boolean,
): RouteBody<typeof vendorProfileContract.updateReceptionVenue> {
  const { contact, address, ...others } = values;
  const vendor = Object.fromEntries(Object.entries(others).filter(([key]) => !isVenueKey(key))) as Omit<typeof others, VenueKey>;
  const contactBody = filledOrNull(contact);
  const body = {
    ...vendor,
    contact: contactBody ? contact : null,
    address: filledOrNull(address),
  };
  if (!receptionVenue) return body;
  const venue = Object.fromEntries(venueKeys.map((key) => [key, values[key]])) as Pick<InformationFormValues, VenueKey>;
  return { ...body, ...venue };
}
