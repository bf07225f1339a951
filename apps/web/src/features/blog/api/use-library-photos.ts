import { unwrap } from "@cortege/api-client";
import type { ShowcaseMedia, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { blogQueryKeys } from "./blog-query-keys.ts";

/** GET vendor/medias: the photos of the administrator's own media library (« Médias »), for an article. */
export async function fetchLibraryPhotos(vendorId: string): Promise<ShowcaseMedia[]> {
  const { medias } = unwrap(
    await apiClient.call<typeof showcaseContract.medias>({
      method: "GET",
      path: "vendor/medias",
      emptyList: { medias: [] },
      query: { vendorId },
    }),
  );
  return medias;
}

export const libraryPhotosQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: blogQueryKeys.library(vendorId),
    queryFn: () => fetchLibraryPhotos(vendorId),
    enabled: vendorId !== "",
    // Thumbnails are signed addresses that live an hour.
    staleTime: 10 * 60_000,
  });

export const useLibraryPhotos = (vendorId: string, enabled: boolean) =>
  useQuery({ ...libraryPhotosQueryOptions(vendorId), enabled: enabled && vendorId !== "" });
