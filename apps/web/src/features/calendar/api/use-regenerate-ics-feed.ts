import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST calendar/ics-feed/regenerate: a new address; the old one stops answering. */
export async function regenerateIcsFeed(vendorId: string): Promise<string> {
  return unwrap(
    await apiClient.call<typeof calendarContract.regenerateIcsFeed>({
      method: "POST",
      path: "calendar/ics-feed/regenerate",
      body: { vendorId },
    }),
  ).url;
}

export function useRegenerateIcsFeed(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateIcsFeed(vendorId),
    onSuccess: (url) => queryClient.setQueryData(calendarQueryKeys.icsFeed(vendorId), url),
  });
}
