import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

/** One vendor as the administrators' list shows it; its owner is the first member (who created it). */
export type ListedVendor = {
  id: string;
  tradeName: string;
  corporateName: string | null;
  vendorType: string;
  slug: string;
  ownerUserId: string | null;
  isPublished: boolean;
  isClosed: boolean;
  createdAt: string;
};

type Row = {
  id: string;
  trade_name: string | null;
  corporate_name: string | null;
  vendor_type: string;
  slug: string;
  owner_user_id: string | null;
  is_published: boolean;
  closed_at: Date | string | null;
  created_at: Date | string;
};

const toListed = (r: Row): ListedVendor => ({
  id: r.id,
  tradeName: r.trade_name ?? "",
  corporateName: r.corporate_name,
  vendorType: r.vendor_type,
  slug: r.slug,
  ownerUserId: r.owner_user_id,
  isPublished: r.is_published,
  isClosed: r.closed_at !== null,
  // Raw SQL rows bring timestamps as text (drizzle's parsers): read through Date either way.
  createdAt: new Date(r.created_at).toISOString(),
});

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What to look for: text in the names or the slug, or a member among these accounts (found by e-mail). */
export type VendorSearch = { text: string; memberIds: readonly string[] };

/**
 * Every vendor, across tenants, for the administrators' back office only: nothing else may list vendors
 * it is not a member of.
 */
export function createVendorListingRepository(db: Db) {
  const select = sql`SELECT v.id, v.company->>'tradeName' AS trade_name, v.company->>'corporateName' AS corporate_name,
      v.vendor_type, v.slug, v.is_published, v.closed_at, v.created_at,
      (SELECT m.user_id FROM vendor_members m WHERE m.vendor_id = v.id ORDER BY m.created_at LIMIT 1) AS owner_user_id
    FROM vendors v`;
  const where = (search: VendorSearch | undefined) => {
    if (!search) return sql``;
    const p = likePattern(search.text);
    const members = search.memberIds.length
      ? sql` OR EXISTS (SELECT 1 FROM vendor_members m WHERE m.vendor_id = v.id AND m.user_id = ANY(string_to_array(${search.memberIds.join(",")}, ',')::uuid[]))`
      : sql``;
    return sql` WHERE (v.company->>'tradeName' ILIKE ${p} OR v.company->>'corporateName' ILIKE ${p} OR v.slug ILIKE ${p}${members})`;
  };
  return {
    async list(search: VendorSearch | undefined, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        db.execute<Row>(
          sql`${select}${where(search)} ORDER BY v.created_at DESC, v.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        ),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vendors v${where(search)}`),
      ]);
      return { vendors: rows.rows.map(toListed), total: total.rows[0]?.n ?? 0 };
    },
    async one(vendorId: string): Promise<ListedVendor | undefined> {
      const row = (await db.execute<Row>(sql`${select} WHERE v.id = ${vendorId}`)).rows[0];
      return row ? toListed(row) : undefined;
    },
  };
}
