/**
 * The named sizes of the seeded data. Row counts per vendor are means: vendors are weighted so that
 * a few (the first ones, `compte-1`…) are much larger than the rest, like a big venue next to
 * independent photographers.
 */
export type SeedSize = {
  name: string;
  vendors: number;
  /** Mean rows per vendor. */
  clientsPerVendor: number;
  eventsPerVendor: number;
  notesPerVendor: number;
  /** Events that get a quote (and, by their status and dates, deposit invoice, final invoice, credit note). */
  quotesPerVendor: number;
  /** Confirmed events that get a task board (besides the vendor's wedding template). */
  boardsPerVendor: number;
  /** How many of the vendors are "big" (weight `bigWeight` instead of ~1). */
  bigVendors: number;
  bigWeight: number;
  /** Share of accounts that hold a second (or third) vendor. */
  multiVendorShare: number;
};

export const seedSizes = {
  /** The demo account of `npm start` (demo@cortege.fr), filled like a venue in its second year. */
  demo: {
    name: "demo",
    vendors: 1,
    clientsPerVendor: 40,
    eventsPerVendor: 80,
    notesPerVendor: 30,
    quotesPerVendor: 30,
    boardsPerVendor: 8,
    bigVendors: 0,
    bigWeight: 1,
    multiVendorShare: 0,
  },
  small: {
    name: "small",
    vendors: 10,
    clientsPerVendor: 120,
    eventsPerVendor: 200,
    notesPerVendor: 60,
    quotesPerVendor: 40,
    boardsPerVendor: 10,
    bigVendors: 1,
    bigWeight: 5,
    multiVendorShare: 0.2,
  },
  medium: {
    name: "medium",
    vendors: 100,
    clientsPerVendor: 600,
    eventsPerVendor: 1000,
    notesPerVendor: 300,
    quotesPerVendor: 40,
    boardsPerVendor: 15,
    bigVendors: 2,
    bigWeight: 15,
    multiVendorShare: 0.06,
  },
  /**
   * The large: 1,000 vendors, about 2 million rows in all tables, a few vendors much larger than
   * the rest. Clients, events and notes are fewer than medium's per vendor so that documents (~500 rows
   * per vendor with their lines) and task boards (~150) fit in the same total.
   */
  large: {
    name: "large",
    vendors: 1000,
    clientsPerVendor: 450,
    eventsPerVendor: 700,
    notesPerVendor: 200,
    quotesPerVendor: 40,
    boardsPerVendor: 15,
    bigVendors: 10,
    bigWeight: 20,
    multiVendorShare: 0.06,
  },
} satisfies Record<string, SeedSize>;

export type SeedSizeName = keyof typeof seedSizes;

export function isSeedSizeName(value: string): value is SeedSizeName {
  return Object.hasOwn(seedSizes, value);
}

/** Every seeded account logs in with this password (hashed once with the app's own argon2id). */
export const SEED_PASSWORD = "cortege-seed-2026";
/** Seeded accounts are `compte-<n>@cortege-seed.fr`, n from 1; compte-1 owns the largest vendor. */
export const SEED_EMAIL_DOMAIN = "cortege-seed.fr";
export const seedEmail = (n: number) => `compte-${n}@${SEED_EMAIL_DOMAIN}`;
