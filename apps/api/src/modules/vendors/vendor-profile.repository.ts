import type { Company, ReceptionVenueUpdate, VendorSearchResult, VendorType, VendorUpdate } from "@cortege/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { receptionVenues, vendors } from "../../db/schema/index.ts";
import type { Db, Tx } from "../../platform/db/database.ts";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Only what was sent: an absent field keeps its value. */
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export type VenueFields = Omit<ReceptionVenueUpdate, keyof VendorUpdate>;

export function createVendorProfileRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async vendorType(vendorId: string): Promise<VendorType | undefined> {
      const [row] = await db.select({ vendorType: vendors.vendorType }).from(vendors).where(eq(vendors.id, vendorId));
      return row?.vendorType as VendorType | undefined;
    },

    async updateVendor(tx: Tx, vendorId: string, patch: Omit<VendorUpdate, "vendorId">): Promise<void> {
      await tx
        .update(vendors)
        .set({
          ...defined({
            minPrice: patch.minPrice === undefined ? undefined : patch.minPrice === null ? null : patch.minPrice.toFixed(2),
            isPriceByPerson: patch.isPriceByPerson,
            socials: patch.socials,
            website: patch.website,
            weddingShowcase: patch.weddingShowcase,
            isAvailibilityCalendar: patch.isAvailibilityCalendar,
            contact: patch.contact,
            address: patch.address,
          }),
          updatedAt: new Date(),
        })
        .where(eq(vendors.id, vendorId));
    },

    async upsertVenue(tx: Tx, vendorId: string, venue: VenueFields): Promise<void> {
      const values = defined({
        minGuestCapacity: venue.minGuestCapacity,
        maxGuestCapacity: venue.maxGuestCapacity,
        venueType: venue.venueType,
        locationEnvironment: venue.locationEnvironment,
        isSingleSpaceRental: venue.isSingleSpaceRental,
        parkingCapacity: venue.parkingCapacity,
        isErp: venue.isERP,
        erpFile: venue.ERPFile,
        isErpSent: venue.isERPSent,
      });
      await tx
        .insert(receptionVenues)
        .values({ vendorId, ...values })
        .onConflictDoUpdate({ target: receptionVenues.vendorId, set: { ...values, updatedAt: new Date() } });
    },

    /** Capacities as stored, to check a partial update against the other bound. */
    async venueCapacities(tx: Tx, vendorId: string) {
      const [row] = await tx
        .select({ min: receptionVenues.minGuestCapacity, max: receptionVenues.maxGuestCapacity })
        .from(receptionVenues)
        .where(eq(receptionVenues.vendorId, vendorId));
      return { min: row?.min ?? null, max: row?.max ?? null };
    },

    async company(vendorId: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ company: vendors.company }).from(vendors).where(eq(vendors.id, vendorId));
      return row?.company as Record<string, unknown> | undefined;
    },

    async updateCompany(vendorId: string, company: Company): Promise<void> {
      await db.update(vendors).set({ company, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    },

    async setLogo(vendorId: string, logo: string | null): Promise<void> {
      await db.update(vendors).set({ logo, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    },

    /** The showcase contact, else the company's. */
    async showcaseContact(vendorId: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ contact: vendors.contact, company: vendors.company })
        .from(vendors)
        .where(eq(vendors.id, vendorId));
      if (!row) return null;
      const company = row.company as { contact?: Record<string, unknown> | null };
      return (row.contact as Record<string, unknown> | null) ?? company.contact ?? null;
    },

    /** The id of the published vendor of this slug; unknown and unpublished alike answer undefined. */
    async publishedVendorId(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(and(eq(vendors.slug, slug), eq(vendors.isPublished, true)));
      return row?.id;
    },

    /** Published vendors whose trade name contains the term, accents and case ignored. */
    async searchPublished(term: string, vendorType: VendorType | undefined, limit: number): Promise<VendorSearchResult[]> {
      const tradeName = sql<string>`${vendors.company}->>'tradeName'`;
      const rows = await db
        .select({
          vendorId: vendors.id,
          slug: vendors.slug,
          vendorType: vendors.vendorType,
          tradeName,
          logo: vendors.logo,
          website: vendors.website,
          city: sql<string | null>`${vendors.address}->>'city'`,
        })
        .from(vendors)
        .where(
          and(
            eq(vendors.isPublished, true),
            vendorType ? eq(vendors.vendorType, vendorType) : undefined,
            sql`cortege_normalize(${tradeName}) LIKE '%' || cortege_normalize(${escapeLike(term)}) || '%'`,
          ),
        )
        .orderBy(asc(tradeName), asc(vendors.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, vendorType: r.vendorType as VendorType, city: r.city ?? null }));
    },
  };
}
export type VendorProfileRepository = ReturnType<typeof createVendorProfileRepository>;
