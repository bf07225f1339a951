import { unwrap } from "@cortege/api-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";

/** GET media-library/usage: the space the vendor's files take, and the quota. */
export const storageUsageQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: mediaQueryKeys.usage(vendorId),
    queryFn: async () => unwrap(await mediaLibraryApi.usage(vendorId)),
    enabled: vendorId !== "",
  });

export function useStorageUsage(vendorId: string) {
  return useQuery(storageUsageQueryOptions(vendorId));
}
