import { SIGNED_URL_CACHE_MS, unwrap } from "@cortege/api-client";
import type { FileCategory, MediaFile } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";
import { showcaseExtraQueryKeys } from "./showcase-extra-query-keys.ts";

/**
 * POST media-library/urls for the pictures a list shows (promotions, team members, rooms): one call
 * for all of them, by file id. A file gone since is simply absent from the map.
 */
export async function fetchPictures(
  vendorId: string,
  category: FileCategory,
  fileIds: readonly string[],
): Promise<Map<string, MediaFile>> {
  const result = unwrap(await mediaLibraryApi.urls({ vendorId, category, filenames: [...fileIds] }));
  return new Map(result.urls.flatMap((file) => (file ? [[file.fileId, file] as const] : [])));
}

export const picturesQueryOptions = (vendorId: string, category: FileCategory, fileIds: readonly string[]) =>
  queryOptions({
    queryKey: showcaseExtraQueryKeys.pictures(vendorId, category, fileIds),
    queryFn: () => fetchPictures(vendorId, category, fileIds),
    enabled: vendorId !== "" && fileIds.length > 0,
    refetchInterval: SIGNED_URL_CACHE_MS,
  });

export function usePictures(vendorId: string, category: FileCategory, fileIds: readonly string[]) {
  return useQuery(picturesQueryOptions(vendorId, category, fileIds));
}
