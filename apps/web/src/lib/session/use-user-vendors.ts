import { unwrap } from "@cortege/api-client";
import type { UserVendor } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { vendorApi } from "./api.ts";

export const userVendorsQueryKey = ["vendors", "user-vendors"] as const;

export async function fetchUserVendors(): Promise<UserVendor[]> {
  return unwrap(await vendorApi.userVendors()).vendors;
}

export const userVendorsQueryOptions = () => queryOptions({ queryKey: userVendorsQueryKey, queryFn: fetchUserVendors });

/** GET vendor/user-vendors: the vendors the signed-in user works for. */
export function useUserVendors() {
  return useQuery(userVendorsQueryOptions());
}
