import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleLink } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

const unlinked: GoogleLink = { configured: false, status: "none", calendarId: null, syncedAt: null };

/** GET calendar/google/status: whether Google is set up here, linked, revoked, and which calendar syncs. */
export async function fetchGoogleLink(vendorId: string): Promise<GoogleLink> {
  return unwrap(
    await apiClient.call<typeof calendarContract.googleStatus>({
      method: "GET",
      path: "calendar/google/status",
      query: { vendorId },
      emptyList: unlinked,
    }),
  );
}

export const useGoogleLink = (vendorId: string) =>
  useQuery(queryOptions({ queryKey: calendarQueryKeys.google(vendorId), queryFn: () => fetchGoogleLink(vendorId) }));
