import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST calendar/google-events/sync: Google's latest changes now rather than within the minute. */
export function useSyncGoogle(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await apiClient.call<typeof calendarContract.syncGoogle>({
          method: "POST",
          path: "calendar/google-events/sync",
          body: { vendorId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
