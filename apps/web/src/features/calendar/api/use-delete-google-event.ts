import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST calendar/google-events/delete: deleted in Google, then here. */
export async function deleteGoogleEvent(vendorId: string, eventId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof calendarContract.deleteGoogleEvent>({
      method: "POST",
      path: "calendar/google-events/delete",
      body: { vendorId, eventId },
    }),
  );
}

export function useDeleteGoogleEvent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteGoogleEvent(vendorId, eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
