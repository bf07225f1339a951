import { type AdminVendorRow, type AdminVendorSettings, adminMessages } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { Administrators } from "../users/administrators.service.ts";
import type { UserDirectory } from "../users/user-directory.service.ts";
import type { ListedVendor, VendorListingService } from "../vendors/vendor-listing.service.ts";
import type { VendorProfileService } from "../vendors/vendor-profile.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import { createAdminRepository } from "./admin.repository.ts";

type Deps = {
  db: Db;
  vendors: Pick<VendorsService, "get">;
  vendorProfile: Pick<VendorProfileService, "getCompany">;
  notifications: Pick<NotificationsService, "settings">;
  listing: VendorListingService;
  accounts: Pick<UserDirectory, "emailsOf" | "idsWithEmailContaining">;
  administrators: Pick<Administrators, "isAdministrator">;
};

/**
 * What administrators may see of vendors: the list and each one's settings, read-only. Never its
 * clients, messages or documents: this service has no way to reach them.
 */
export function createAdminService({ db, vendors, vendorProfile, notifications, listing, accounts, administrators }: Deps) {
  const repo = createAdminRepository(db);
  const withOwners = async (listed: readonly ListedVendor[]): Promise<AdminVendorRow[]> => {
    const emails = await accounts.emailsOf(listed.flatMap((v) => (v.ownerUserId ? [v.ownerUserId] : [])));
    return listed.map(({ ownerUserId, ...v }) => ({
      ...v,
      ownerEmail: ownerUserId ? (emails.get(ownerUserId) ?? null) : null,
      plan: null,
    }));
  };
  return {
    isAdmin: administrators.isAdministrator,
    /** The e-mail is kept as it was at the call: the trail outlives accounts. */
    async audit(entry: { userId: string | null; action: string; target: string | null; statusCode: number }) {
      const email = entry.userId ? ((await accounts.emailsOf([entry.userId])).get(entry.userId) ?? null) : null;
      await repo.audit({ ...entry, email });
    },
    /** The latest audited calls, newest first, as the audit screen shows them. */
    async auditTrail(limit: number) {
      return (await repo.auditTrail(limit)).map((r) => ({
        userId: r.userId,
        email: r.email,
        action: r.action,
        target: r.target,
        statusCode: r.statusCode,
        at: r.createdAt.toISOString(),
      }));
    },
    /** A search looks in the names, the slug and the members' e-mails. */
    async listVendors(search: string | undefined, page: number, limit: number) {
      const memberIds = search ? await accounts.idsWithEmailContaining(search) : [];
      const found = await listing.list(search ? { text: search, memberIds } : undefined, page, limit);
      return { vendors: await withOwners(found.vendors), total: found.total };
    },
    async vendorSettings(vendorId: string): Promise<AdminVendorSettings> {
      const listed = await listing.one(vendorId);
      if (!listed) throw notFound(adminMessages.vendorNotFound);
      const [vendor] = await withOwners([listed]);
      if (!vendor) throw notFound(adminMessages.vendorNotFound);
      const [profile, company, notificationSettings] = await Promise.all([
        vendors.get(vendorId),
        vendorProfile.getCompany(vendorId).catch(() => ({})),
        notifications.settings(vendorId),
      ]);
      return {
        vendor,
        profile: profile as unknown as Record<string, unknown>,
        company: company as Record<string, unknown>,
        notificationSettings,
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
