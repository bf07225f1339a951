import { type CompanyNames, type Social, socialNetworks, type UserVendor, type Vendor, type VendorType } from "@cortege/domain";
import { and, asc, eq, like, or } from "drizzle-orm";
import { receptionVenues, vendorMembers, vendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

type VendorRow = typeof vendors.$inferSelect;
type VenueRow = typeof receptionVenues.$inferSelect;

/** A reception venue's own fields, blank until it saved them (vendor/reception-venue/update). */
function venueFields(venue: VenueRow | null) {
  return {
    minGuestCapacity: venue?.minGuestCapacity ?? null,
    maxGuestCapacity: venue?.maxGuestCapacity ?? null,
    venueType: venue?.venueType ?? null,
    locationEnvironment: venue?.locationEnvironment ?? null,
    isSingleSpaceRental: venue?.isSingleSpaceRental ?? false,
    parkingCapacity: venue?.parkingCapacity ?? null,
    isERP: venue?.isErp ?? false,
    ERPFile: venue?.erpFile ?? null,
    isERPSent: venue?.isErpSent ?? false,
  };
}

function toVendor(row: VendorRow, venue: VenueRow | null = null): Vendor {
  const company = row.company;
  return {
    vendorId: row.id,
    slug: row.slug,
    vendorType: row.vendorType as VendorType,
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    isPriceByPerson: row.isPriceByPerson,
    company: { corporateName: company.corporateName, tradeName: company.tradeName, type: company.type },
    socials: row.socials,
    website: row.website,
    weddingShowcase: row.weddingShowcase,
    isPublished: row.isPublished,
    isAvailibilityCalendar: row.isAvailibilityCalendar,
    logo: row.logo,
    isGoogleLinked: row.isGoogleLinked,
    googleCalendarId: row.googleCalendarId,
    contact: row.contact ?? null,
    address: row.address ?? null,
    ...(row.vendorType === "RECEPTION_VENUE" ? venueFields(venue) : {}),
  };
}

export function createVendorsRepository(db: Db) {
  return {
    async isMember(userId: string, vendorId: string): Promise<boolean> {
      const rows = await db
        .select({ v: vendorMembers.vendorId })
        .from(vendorMembers)
        .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.vendorId, vendorId)))
        .limit(1);
      return rows.length === 1;
    },
    /** The users of a vendor (its members), for what is sent to each of them (notifications). */
    async memberIds(vendorId: string): Promise<string[]> {
      const rows = await db.select({ u: vendorMembers.userId }).from(vendorMembers).where(eq(vendorMembers.vendorId, vendorId));
      return rows.map((r) => r.u);
    },
    async countForUser(userId: string): Promise<number> {
      const rows = await db.select({ v: vendorMembers.vendorId }).from(vendorMembers).where(eq(vendorMembers.userId, userId));
      return rows.length;
    },
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: vendors.slug })
        .from(vendors)
        .where(or(eq(vendors.slug, base), like(vendors.slug, `${base}-%`)));
      return new Set(rows.map((r) => r.slug));
    },
    /** Creates the vendor and makes the user its owner, in one transaction. */
    async create(userId: string, vendorType: VendorType, company: CompanyNames, slug: string): Promise<Vendor> {
      return db.transaction(async (tx) => {
        const socials: Social[] = socialNetworks.map((type) => ({ type, url: "" }));
        const [row] = await tx
          .insert(vendors)
          .values({ slug, vendorType, company, socials, weddingShowcase: { catchphrase: "", description: "", tags: [] } })
          .returning();
        const vendor = row as VendorRow;
        await tx.insert(vendorMembers).values({ vendorId: vendor.id, userId, role: "owner" });
        return toVendor(vendor);
      });
    },
    async get(vendorId: string): Promise<Vendor | undefined> {
      const [row] = await db
        .select()
        .from(vendors)
        .leftJoin(receptionVenues, eq(receptionVenues.vendorId, vendors.id))
        .where(eq(vendors.id, vendorId));
      return row ? toVendor(row.vendors, row.reception_venues) : undefined;
    },
    async setPublished(vendorId: string, isPublished: boolean): Promise<void> {
      await db.update(vendors).set({ isPublished, updatedAt: new Date() }).where(eq(vendors.id, vendorId));
    },
    async listForUser(userId: string): Promise<UserVendor[]> {
      const rows = await db
        .select({ id: vendors.id, company: vendors.company, slug: vendors.slug, logo: vendors.logo })
        .from(vendorMembers)
        .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
        .where(eq(vendorMembers.userId, userId))
        .orderBy(asc(vendorMembers.createdAt));
      return rows.map((r) => {
        const company = r.company;
        return { id: r.id, tradeName: company.tradeName, corporateName: company.corporateName, slug: r.slug, logo: r.logo };
      });
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
