import { SIGNED_URL_CACHE_MS, unwrap } from "@cortege/api-client";
import type { MediaFile } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";
import { spacePhotosFolder } from "./space-photos-folder.ts";

/** POST media-library/urls-from-folder for one space's photos. */
export async function fetchSpacePhotos(vendorId: string, spaceId: string): Promise<MediaFile[]> {
  return unwrap(await mediaLibraryApi.urlsFromFolder(spacePhotosFolder(vendorId, spaceId))).urls;
}

export const spacePhotosQueryOptions = (vendorId: string, spaceId: string) =>
  queryOptions({
    queryKey: showcaseQueryKeys.spacePhotos(vendorId, spaceId),
    queryFn: () => fetchSpacePhotos(vendorId, spaceId),
    enabled: vendorId !== "" && spaceId !== "",
    refetchInterval: SIGNED_URL_CACHE_MS,
  });

export function useSpacePhotos(vendorId: string, spaceId: string) {
  return useQuery(spacePhotosQueryOptions(vendorId, spaceId));
}
