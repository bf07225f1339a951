import { SIGNED_URL_CACHE_MS, unwrap } from "@cortege/api-client";
import type { MediaFile } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { accommodationPhotosFolder } from "./accommodation-photos-folder.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/** POST media-library/urls-from-folder for one accommodation's photos. */
export async function fetchAccommodationPhotos(vendorId: string, accommodationId: string): Promise<MediaFile[]> {
  return unwrap(await mediaLibraryApi.urlsFromFolder(accommodationPhotosFolder(vendorId, accommodationId))).urls;
}

export const accommodationPhotosQueryOptions = (vendorId: string, accommodationId: string) =>
  queryOptions({
    queryKey: showcaseExtraQueryKeys.accommodationPhotos(vendorId, accommodationId),
    queryFn: () => fetchAccommodationPhotos(vendorId, accommodationId),
    enabled: vendorId !== "" && accommodationId !== "",
    refetchInterval: SIGNED_URL_CACHE_MS,
  });

export function useAccommodationPhotos(vendorId: string, accommodationId: string) {
  return useQuery(accommodationPhotosQueryOptions(vendorId, accommodationId));
}
