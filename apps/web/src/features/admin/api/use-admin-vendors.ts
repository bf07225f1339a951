import { unwrap } from "@cortege/api-client";
import type { AdminVendorsResponse, adminContract } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { adminQueryKeys } from "./admin-query-keys.ts";

export type AdminVendorsParams = { search: string; page: number; limit: number };

/** GET admin/vendors: every vendor, searched and paged by the server (administrators only). */
export async function fetchAdminVendors(params: AdminVendorsParams): Promise<AdminVendorsResponse> {
  const query = { page: params.page, limit: params.limit, ...(params.search.trim() ? { search: params.search.trim() } : {}) };
  return unwrap(await apiClient.call<typeof adminContract.vendors>({ method: "GET", path: "admin/vendors", query }));
}

export const adminVendorsQueryOptions = (params: AdminVendorsParams) =>
  queryOptions({
    queryKey: [...adminQueryKeys.vendors, params],
    queryFn: () => fetchAdminVendors(params),
    placeholderData: keepPreviousData,
  });

export const useAdminVendors = (params: AdminVendorsParams) => useQuery(adminVendorsQueryOptions(params));
