import { unwrap } from "@cortege/api-client";
import type { calendarContract, GoogleLink } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST vendor/select-google-calendar, then Google's events are on the agenda. */
export function useSelectGoogleCalendar(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (calendarId: string) =>
      unwrap(
        await apiClient.call<typeof calendarContract.selectGoogleCalendar>({
          method: "POST",
          path: "vendor/select-google-calendar",
          body: { vendorId, calendarId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
