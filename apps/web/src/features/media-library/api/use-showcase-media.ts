import { unwrap } from "@cortege/api-client";
import type { ShowcaseMedia, showcaseContract } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { mediaQueryKeys } from "./media-query-keys.ts";
import { SHOWCASE_CATEGORY } from "./showcase-folder.ts";

/** GET vendor/medias?vendorId (part 1 §7): the showcase photos in the vendor's order, with titles and cover. */
export async function fetchShowcaseMedia(vendorId: string): Promise<ShowcaseMedia[]> {
  return unwrap(
    await apiClient.call<typeof showcaseContract.medias>({
      method: "GET",
      path: "vendor/medias",
      query: { vendorId },
      emptyList: { medias: [] },
    }),
  ).medias;
}

/** Signed URLs live an hour: a page left open gets fresh ones before they expire (part 1 §9, 50 minutes). */
const SIGNED_URL_REFRESH_MS = 50 * 60 * 1000;

export const showcaseMediaQueryOptions = (vendorId: string) =>
  queryOptions({
    queryKey: mediaQueryKeys.folder(vendorId, SHOWCASE_CATEGORY),
    queryFn: () => fetchShowcaseMedia(vendorId),
    enabled: vendorId !== "",
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });

export function useShowcaseMedia(vendorId: string) {
  return useQuery(showcaseMediaQueryOptions(vendorId));
}
