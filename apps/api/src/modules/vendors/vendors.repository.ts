import { type CompanyNames, type Social, socialNetworks, type UserVendor, type Vendor, type VendorType } from "@cortege/domain";
import { and, asc, eq, like, or } from "drizzle-orm";
import { vendorMembers, vendors } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

type VendorRow = typeof vendors.$inferSelect;
type StoredCompany = CompanyNames & Record<string, unknown>;

function toVendor(row: VendorRow): Vendor {
  const company = row.company as StoredCompany;
  return {
    vendorId: row.id,
    slug: row.slug,
    vendorType: row.vendorType as VendorType,
    minPrice: row.minPrice === null ? null : Number(row.minPrice),
    isPriceByPerson: row.isPriceByPerson,
    company: { corporateName: company.corporateName, tradeName: company.tradeName, type: company.type },
    socials: row.socials as Social[],
    website: row.website,
    weddingShowcase: row.weddingShowcase as Vendor["weddingShowcase"],
    isPublished: row.isPublished,
    isAvailibilityCalendar: row.isAvailibilityCalendar,
    logo: row.logo,
    isGoogleLinked: row.isGoogleLinked,
    googleCalendarId: row.googleCalendarId,
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
      const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
      return row ? toVendor(row) : undefined;
    },
    async listForUser(userId: string): Promise<UserVendor[]> {
      const rows = await db
        .select({ id: vendors.id, company: vendors.company, slug: vendors.slug, logo: vendors.logo })
        .from(vendorMembers)
        .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
        .where(eq(vendorMembers.userId, userId))
        .orderBy(asc(vendorMembers.createdAt));
      return rows.map((r) => {
        const company = r.company as StoredCompany;
        return { id: r.id, tradeName: company.tradeName, corporateName: company.corporateName, slug: r.slug, logo: r.logo };
      });
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
