import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleBusinessReviews } from "@cortege/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

const none: GoogleBusinessReviews = { location: null, averageRating: null, totalReviewCount: 0, reviews: [] };

/** GET vendor/google-business-reviews: a location's reviews (its first one when none is named), newest first. */
export async function fetchGoogleBusinessReviews(vendorId: string, location: string): Promise<GoogleBusinessReviews> {
  return unwrap(
    await apiClient.call<typeof calendarContract.businessReviews>({
      method: "GET",
      path: "vendor/google-business-reviews",
      query: location ? { vendorId, location } : { vendorId },
      emptyList: none,
    }),
  );
}

export const useGoogleBusinessReviews = (vendorId: string, location: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: calendarQueryKeys.businessReviews(vendorId, location),
      queryFn: () => fetchGoogleBusinessReviews(vendorId, location),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
