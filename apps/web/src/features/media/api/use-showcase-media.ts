import { SIGNED_URL_CACHE_MS, unwrap } from "@cortege/api-client";
import type { MediaFile } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";
import { SHOWCASE_CATEGORY, showcaseFolder } from "./showcase-folder.ts";

/** POST media-library/urls-from-folder for the showcase photos, in the vendor's order. */
export async function fetchShowcaseMedia(vendorId: string): Promise<MediaFile[]> {
  return unwrap(await mediaLibraryApi.urlsFromFolder(showcaseFolder(vendorId))).urls;
}

export const showcaseMediaQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: mediaQueryKeys.folder(vendorId, SHOWCASE_CATEGORY),
    queryFn: () => fetchShowcaseMedia(vendorId),
    enabled: vendorId !== "",
    // Signed URLs live an hour: a page left open gets fresh ones before they expire.
    refetchInterval: SIGNED_URL_CACHE_MS,
  });

export function useShowcaseMedia(vendorId: string) {
  return useQuery(showcaseMediaQueryOptions(vendorId));
}
