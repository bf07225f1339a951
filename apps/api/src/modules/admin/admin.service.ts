import { type AdminVendorSettings, adminMessages } from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound } from "../../platform/errors/app-error.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { VendorProfileService } from "../vendors/vendor-profile.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import { createAdminRepository } from "./admin.repository.ts";

type Deps = {
  db: Db;
  vendors: Pick<VendorsService, "get">;
  vendorProfile: Pick<VendorProfileService, "getCompany">;
  notifications: Pick<NotificationsService, "settings">;
};

/**
 * What administrators may see of vendors: the list and each one's settings, read-only. Never its
 * clients, messages or documents: this service has no way to reach them.
 */
export function createAdminService({ db, vendors, vendorProfile, notifications }: Deps) {
  const repo = createAdminRepository(db);
  return {
    isAdmin: repo.isAdmin,
    audit: repo.audit,
    /** The latest audited calls, newest first, as the audit screen shows them. */
    async auditTrail(limit: number) {
      return (await repo.auditTrail(limit)).map((r) => ({
        userId: r.user_id,
        email: r.email,
        action: r.action,
        target: r.target,
        statusCode: r.status_code,
        at: new Date(r.created_at).toISOString(),
      }));
    },
    listVendors: (search: string | undefined, page: number, limit: number) => repo.listVendors(search, page, limit),
    async vendorSettings(vendorId: string): Promise<AdminVendorSettings> {
      const vendor = await repo.vendor(vendorId);
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
