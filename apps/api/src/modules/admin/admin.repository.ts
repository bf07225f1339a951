import type { AdminVendorRow } from "@cortege/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";

type VendorRow = {
  id: string;
  trade_name: string | null;
  corporate_name: string | null;
  vendor_type: string;
  slug: string;
  owner_email: string | null;
  is_published: boolean;
  closed_at: Date | string | null;
  created_at: Date | string;
};

const toRow = (r: VendorRow): AdminVendorRow => ({
  id: r.id,
  tradeName: r.trade_name ?? "",
  corporateName: r.corporate_name,
  vendorType: r.vendor_type,
  slug: r.slug,
  ownerEmail: r.owner_email,
  isPublished: r.is_published,
  isClosed: r.closed_at !== null,
  // Raw SQL rows bring timestamps as text (drizzle's parsers): read through Date either way.
  createdAt: new Date(r.created_at).toISOString(),
  plan: null,
});

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The administrators' reads, across every vendor, and their audit trail. Admin-only SQL lives here
 * rather than in the vendors module: these reads cross tenants on purpose and nothing else may do so.
 */
export function createAdminRepository(db: Db) {
  // The vendor's first member is its owner (the account that created it).
  const vendorSelect = sql`SELECT v.id, v.company->>'tradeName' AS trade_name, v.company->>'corporateName' AS corporate_name,
      v.vendor_type, v.slug, v.is_published, v.closed_at, v.created_at,
      (SELECT u.email FROM vendor_members m JOIN users u ON u.id = m.user_id WHERE m.vendor_id = v.id
        ORDER BY m.created_at LIMIT 1) AS owner_email
    FROM vendors v`;
  const searchWhere = (search: string | undefined) =>
    search
      ? sql` WHERE (v.company->>'tradeName' ILIKE ${likePattern(search)} OR v.company->>'corporateName' ILIKE ${likePattern(search)}
          OR v.slug ILIKE ${likePattern(search)}
          OR EXISTS (SELECT 1 FROM vendor_members m JOIN users u ON u.id = m.user_id WHERE m.vendor_id = v.id AND u.email ILIKE ${likePattern(search)}))`
      : sql``;

  return {
    async listVendors(search: string | undefined, page: number, limit: number) {
      const [rows, total] = await Promise.all([
        db.execute<VendorRow>(
          sql`${vendorSelect}${searchWhere(search)} ORDER BY v.created_at DESC, v.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
        ),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vendors v${searchWhere(search)}`),
      ]);
      return { vendors: rows.rows.map(toRow), total: total.rows[0]?.n ?? 0 };
    },
    async vendor(vendorId: string): Promise<AdminVendorRow | undefined> {
      const result = await db.execute<VendorRow>(sql`${vendorSelect} WHERE v.id = ${vendorId}`);
      const row = result.rows[0];
      return row ? toRow(row) : undefined;
    },
    /** Read at each admin call, so that a revoked administrator is refused before their token expires. */
    async isAdmin(userId: string): Promise<boolean> {
      const result = await db.execute<{ ok: boolean }>(sql`SELECT 'admin' = ANY(groups) AS ok FROM users WHERE id = ${userId}`);
      return result.rows[0]?.ok === true;
    },
    /** Adds or removes the `admin` group of the account with this e-mail; false when there is none. */
    async setAdmin(email: string, admin: boolean): Promise<boolean> {
      const result = admin
        ? await db.execute(
            sql`UPDATE users SET groups = array_append(array_remove(groups, 'admin'), 'admin'), updated_at = now() WHERE lower(email) = lower(${email})`,
          )
        : await db.execute(
            sql`UPDATE users SET groups = array_remove(groups, 'admin'), updated_at = now() WHERE lower(email) = lower(${email})`,
          );
      return (result.rowCount ?? 0) > 0;
    },
    async audit(entry: { userId: string | null; action: string; target: string | null; statusCode: number }) {
      await db.execute(
        sql`INSERT INTO admin_audit_log (user_id, email, action, target, status_code)
          VALUES (${entry.userId}, (SELECT email FROM users WHERE id = ${entry.userId}), ${entry.action}, ${entry.target}, ${entry.statusCode})`,
      );
    },
    async auditTrail(limit: number) {
      const result = await db.execute<{
        user_id: string | null;
        email: string | null;
        action: string;
        target: string | null;
        status_code: number;
        created_at: Date;
      }>(
        sql`SELECT user_id, email, action, target, status_code, created_at FROM admin_audit_log ORDER BY created_at DESC LIMIT ${limit}`,
      );
      return result.rows;
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
