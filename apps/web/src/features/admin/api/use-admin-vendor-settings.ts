import { unwrap } from "@cortege/api-client";
import type { AdminVendorSettings, adminContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { adminQueryKeys } from "./admin-query-keys.ts";

/** GET admin/vendors/settings: one vendor's profile and company, read-only. */
export async function fetchAdminVendorSettings(id: string): Promise<AdminVendorSettings> {
  return unwrap(
    await apiClient.call<typeof adminContract.vendorsSettings>({ method: "GET", path: "admin/vendors/settings", query: { id } }),
  );
}

export const adminVendorSettingsQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminQueryKeys.vendorSettings(id), queryFn: () => fetchAdminVendorSettings(id) });

export const useAdminVendorSettings = (id: string) => useQuery(adminVendorSettingsQueryOptions(id));
