import { SIGNED_URL_CACHE_MS, unwrap } from "@cortege/api-client";
import type { MediaFile } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { clientDriveFolder, clientDriveQueryKey } from "./client-drive-folder.ts";

/** POST media-library/urls-from-folder for one client's documents. */
export async function fetchClientDrive(vendorId: string, clientId: string): Promise<MediaFile[]> {
  return unwrap(await mediaLibraryApi.urlsFromFolder(clientDriveFolder(vendorId, clientId))).urls;
}

export const clientDriveQueryOptions = (vendorId: string, clientId: string) =>
  queryOptions({
    queryKey: clientDriveQueryKey(vendorId, clientId),
    queryFn: () => fetchClientDrive(vendorId, clientId),
    enabled: vendorId !== "" && clientId !== "",
    // The links are signed for an hour: a page left open gets fresh ones first.
    refetchInterval: SIGNED_URL_CACHE_MS,
  });

export function useClientDrive(vendorId: string, clientId: string) {
  return useQuery(clientDriveQueryOptions(vendorId, clientId));
}
