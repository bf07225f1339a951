/** Enumerations of the showcase (part 1 §3), with their French labels and the fallbacks of part 1 §5. */

export const venueTypes = ["CASTLE", "ESTATE", "HOTEL", "HALL", "RESTAURANT", "INN", "MILL", "BOAT"] as const;
export type VenueType = (typeof venueTypes)[number];
export const venueTypeLabels: Record<VenueType, string> = {
  CASTLE: "Château",
  ESTATE: "Domaine",
  HOTEL: "Hôtel",
  HALL: "Salle de réception",
  RESTAURANT: "Restaurant",
  INN: "Auberge",
  MILL: "Moulin",
  BOAT: "Bateau",
};

/**
 * The spec writes venue types and environments in lower case (« castle, estate… »): either case is
 * accepted; an unknown value has no default in the spec and leaves the field empty (null).
 */
export function toVenueType(value: unknown): VenueType | null {
  const upper = typeof value === "string" ? value.trim().toUpperCase() : null;
  return (venueTypes as readonly unknown[]).includes(upper) ? (upper as VenueType) : null;
}

export const locationEnvironments = ["CITY", "COUNTRYSIDE", "SEASIDE", "MOUNTAIN"] as const;
export type LocationEnvironment = (typeof locationEnvironments)[number];
export const locationEnvironmentLabels: Record<LocationEnvironment, string> = {
  CITY: "En ville",
  COUNTRYSIDE: "À la campagne",
  SEASIDE: "En bord de mer",
  MOUNTAIN: "À la montagne",
};

export function toLocationEnvironment(value: unknown): LocationEnvironment | null {
  const upper = typeof value === "string" ? value.trim().toUpperCase() : null;
  return (locationEnvironments as readonly unknown[]).includes(upper) ? (upper as LocationEnvironment) : null;
}

export const openingHours = ["UNTIL_MIDNIGHT", "UNTIL_2AM", "LATE_NIGHT"] as const;
export type OpeningHours = (typeof openingHours)[number];
export const DEFAULT_OPENING_HOURS: OpeningHours = "LATE_NIGHT";
export const openingHoursLabels: Record<OpeningHours, string> = {
  UNTIL_MIDNIGHT: "Jusqu'à minuit",
  UNTIL_2AM: "Jusqu'à 2 h",
  LATE_NIGHT: "Jusqu'au bout de la nuit",
};

export const additionalSpaces = [
  "SWIMMING_POOL",
  "CHAPEL",
  "CHILDREN_PLAYROOM",
  "CATERING_KITCHEN",
  "RECEPTION_HALL",
  "TERRACE",
  "GARDEN",
  "MARQUEE",
  "DANCE_FLOOR",
  "PARKING",
  "OUTDOOR_CEREMONY_SPACE",
] as const;
export type AdditionalSpace = (typeof additionalSpaces)[number];
export const additionalSpaceLabels: Record<AdditionalSpace, string> = {
  SWIMMING_POOL: "Piscine",
  CHAPEL: "Chapelle",
  CHILDREN_PLAYROOM: "Salle de jeux pour enfants",
  CATERING_KITCHEN: "Cuisine traiteur",
  RECEPTION_HALL: "Salle de réception",
  TERRACE: "Terrasse",
  GARDEN: "Jardin",
  MARQUEE: "Chapiteau",
  DANCE_FLOOR: "Piste de danse",
  PARKING: "Parking",
  OUTDOOR_CEREMONY_SPACE: "Espace de cérémonie en extérieur",
};

export const spaceFeatures = [
  "NATURE_SURROUNDINGS",
  "SEA_VIEW",
  "CITY_VIEW",
  "HANDICAP_ACCESS",
  "PET_FRIENDLY",
  "TENT",
  "ON_SITE_SPA",
] as const;
export type SpaceFeature = (typeof spaceFeatures)[number];
export const spaceFeatureLabels: Record<SpaceFeature, string> = {
  NATURE_SURROUNDINGS: "Cadre naturel",
  SEA_VIEW: "Vue sur la mer",
  CITY_VIEW: "Vue sur la ville",
  HANDICAP_ACCESS: "Accès personnes à mobilité réduite",
  PET_FRIENDLY: "Animaux acceptés",
  TENT: "Tente",
  ON_SITE_SPA: "Spa sur place",
};

/** Bed types and the sleeping places each offers (part 1 §3). */
export const bedSleepingPlaces = {
  SINGLE: 1,
  DOUBLE: 2,
  QUEEN: 2,
  KING: 2,
  TWIN: 1,
  TWIN_XL: 1,
  SMALL_DOUBLE: 2,
  BUNK_BED: 2,
  SOFA_BED: 2,
  SOFA: 1,
  FLOOR_MATTRESS: 1,
  AIR_MATTRESS: 1,
  CRIB: 1,
  TODDLER_BED: 1,
  HAMMOCK: 1,
  WATER_BED: 2,
  TRUNDLE_BED: 2,
} as const;
export type BedType = keyof typeof bedSleepingPlaces;
export const bedTypes = Object.keys(bedSleepingPlaces) as BedType[];
export const DEFAULT_BED_TYPE: BedType = "SINGLE";
export const bedTypeLabels: Record<BedType, string> = {
  SINGLE: "Lit simple",
  DOUBLE: "Lit double",
  QUEEN: "Lit queen size",
  KING: "Lit king size",
  TWIN: "Lits jumeaux",
  TWIN_XL: "Lit jumeau XL",
  SMALL_DOUBLE: "Petit lit double",
  BUNK_BED: "Lits superposés",
  SOFA_BED: "Canapé-lit",
  SOFA: "Canapé",
  FLOOR_MATTRESS: "Matelas au sol",
  AIR_MATTRESS: "Matelas gonflable",
  CRIB: "Lit bébé",
  TODDLER_BED: "Lit enfant",
  HAMMOCK: "Hamac",
  WATER_BED: "Lit à eau",
  TRUNDLE_BED: "Lit gigogne",
};

export const amenityGroups = [
  "BATHROOM",
  "BEDROOM",
  "FAMILIES",
  "KITCHEN_SPACE",
  "ENTERTAINMENT",
  "HEATING_COOLING",
  "SAFETY_SECURITY",
  "INTERNET_OFFICE",
  "OUTDOOR",
  "CHARACTERISTICS",
  "SERVICES",
  "PARKING_INSTALLATIONS",
] as const;
export type AmenityGroup = (typeof amenityGroups)[number];
export const amenityGroupLabels: Record<AmenityGroup, string> = {
  BATHROOM: "Salle de bain",
  BEDROOM: "Chambre et linge",
  FAMILIES: "Famille",
  KITCHEN_SPACE: "Cuisine et salle à manger",
  ENTERTAINMENT: "Divertissement",
  HEATING_COOLING: "Chauffage et climatisation",
  SAFETY_SECURITY: "Sécurité",
  INTERNET_OFFICE: "Internet et bureau",
  OUTDOOR: "Extérieur",
  CHARACTERISTICS: "Caractéristiques",
  SERVICES: "Services",
  PARKING_INSTALLATIONS: "Parking et installations",
};

/**
 * The fixed amenity list (the spec names the groups and a few values: WIFI, POOL, PRM, ELEVATOR).
 * Each value belongs to one group and has its French label; see docs/decisions.md.
 */
export const amenityCatalogue = {
  BATHROOM: {
    BATHTUB: "Baignoire",
    SHOWER: "Douche",
    HAIR_DRYER: "Sèche-cheveux",
    TOILETRIES: "Produits de toilette",
    BATHROBES: "Peignoirs",
    HOT_WATER: "Eau chaude",
    PRIVATE_BATHROOM: "Salle de bain privative",
    JACUZZI: "Baignoire balnéo",
  },
  BEDROOM: {
    BED_LINEN: "Linge de lit",
    TOWELS: "Serviettes",
    EXTRA_PILLOWS: "Oreillers et couvertures supplémentaires",
    BLACKOUT_CURTAINS: "Rideaux occultants",
    WARDROBE: "Armoire ou penderie",
    IRON: "Fer à repasser",
    SAFE: "Coffre-fort",
    WASHING_MACHINE: "Lave-linge",
    DRYER: "Sèche-linge",
  },
  FAMILIES: {
    BABY_BED: "Lit pour bébé",
    HIGH_CHAIR: "Chaise haute",
    CHANGING_TABLE: "Table à langer",
    CHILDREN_BOOKS_TOYS: "Livres et jouets pour enfants",
    BABY_SAFETY_GATES: "Barrières de sécurité pour bébé",
    BABYSITTER_RECOMMENDATIONS: "Recommandations de baby-sitters",
  },
  KITCHEN_SPACE: {
    KITCHEN: "Cuisine équipée",
    REFRIGERATOR: "Réfrigérateur",
    MICROWAVE: "Micro-ondes",
    OVEN: "Four",
    STOVE: "Plaques de cuisson",
    DISHWASHER: "Lave-vaisselle",
    COFFEE_MAKER: "Cafetière",
    KETTLE: "Bouilloire",
    COOKING_BASICS: "Ustensiles de cuisine",
    DINING_TABLE: "Table à manger",
  },
  ENTERTAINMENT: {
    TV: "Télévision",
    SOUND_SYSTEM: "Système audio",
    GAME_CONSOLE: "Console de jeux",
    BOARD_GAMES: "Jeux de société",
    BOOKS: "Livres",
    POOL_TABLE: "Billard",
    PIANO: "Piano",
    GYM: "Salle de sport",
  },
  HEATING_COOLING: {
    AIR_CONDITIONING: "Climatisation",
    HEATING: "Chauffage",
    FIREPLACE: "Cheminée",
    CEILING_FAN: "Ventilateur de plafond",
  },
  SAFETY_SECURITY: {
    SMOKE_DETECTOR: "Détecteur de fumée",
    CARBON_MONOXIDE_DETECTOR: "Détecteur de monoxyde de carbone",
    FIRE_EXTINGUISHER: "Extincteur",
    FIRST_AID_KIT: "Trousse de premiers secours",
    SECURITY_CAMERAS: "Caméras de surveillance extérieures",
    GUARDED_PROPERTY: "Propriété gardée",
  },
  INTERNET_OFFICE: {
    WIFI: "Wi-Fi",
    DEDICATED_WORKSPACE: "Espace de travail dédié",
    PRINTER: "Imprimante",
  },
  OUTDOOR: {
    POOL: "Piscine",
    GARDEN: "Jardin",
    TERRACE: "Terrasse",
    BALCONY: "Balcon",
    BARBECUE: "Barbecue",
    OUTDOOR_FURNITURE: "Mobilier d'extérieur",
    OUTDOOR_DINING_AREA: "Espace repas extérieur",
    HOT_TUB: "Jacuzzi",
    SUN_LOUNGERS: "Transats",
  },
  CHARACTERISTICS: {
    PRM: "Accessible aux personnes à mobilité réduite",
    ELEVATOR: "Ascenseur",
    SINGLE_LEVEL: "Logement de plain-pied",
    SEA_VIEW: "Vue sur la mer",
    MOUNTAIN_VIEW: "Vue sur la montagne",
    GARDEN_VIEW: "Vue sur le jardin",
    NON_SMOKING: "Non-fumeur",
    PETS_ALLOWED: "Animaux acceptés",
  },
  SERVICES: {
    BREAKFAST: "Petit-déjeuner",
    CLEANING: "Ménage",
    LUGGAGE_STORAGE: "Bagagerie",
    RECEPTION_24H: "Réception 24 h/24",
    SELF_CHECK_IN: "Arrivée autonome",
    ROOM_SERVICE: "Service en chambre",
    CONCIERGE: "Conciergerie",
    SHUTTLE: "Navette",
  },
  PARKING_INSTALLATIONS: {
    FREE_PARKING: "Parking gratuit sur place",
    PAID_PARKING: "Parking payant sur place",
    STREET_PARKING: "Stationnement gratuit dans la rue",
    EV_CHARGER: "Borne de recharge pour véhicules électriques",
    GARAGE: "Garage",
    BIKE_STORAGE: "Local à vélos",
  },
} as const satisfies Record<AmenityGroup, Record<string, string>>;

type Catalogue = typeof amenityCatalogue;
export type Amenity = { [G in AmenityGroup]: keyof Catalogue[G] }[AmenityGroup] & string;

export const amenities = amenityGroups.flatMap((group) => Object.keys(amenityCatalogue[group])) as Amenity[];
export const amenityLabels = Object.fromEntries(
  amenityGroups.flatMap((group) => Object.entries(amenityCatalogue[group])),
) as Record<Amenity, string>;
export const amenityGroupOf = Object.fromEntries(
  amenityGroups.flatMap((group) => Object.keys(amenityCatalogue[group]).map((a) => [a, group])),
) as Record<Amenity, AmenityGroup>;

const includes = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** Unknown bed types fall back to SINGLE (part 1 §5). */
export const toBedType = (value: unknown): BedType => (includes(bedTypes, value) ? value : DEFAULT_BED_TYPE);
/** Unknown opening hours fall back to LATE_NIGHT (part 1 §5). */
export const toOpeningHours = (value: unknown): OpeningHours => (includes(openingHours, value) ? value : DEFAULT_OPENING_HOURS);

/** Keeps the known values of a list, once each, in their given order; unknown entries are dropped (part 1 §5). */
export function knownValues<T extends string>(values: readonly T[], input: unknown): T[] {
  if (!Array.isArray(input)) return [];
  return [...new Set(input.filter((v): v is T => includes(values, v)))];
}
