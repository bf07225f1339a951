import { unwrap } from "@cortege/api-client";
import type { calendarContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

/** POST calendar/events/delete. */
export async function deleteAppointment(vendorId: string, eventId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof calendarContract.deleteEvent>({
      method: "POST",
      path: "calendar/events/delete",
      body: { vendorId, eventId },
    }),
  );
}

export function useDeleteAppointment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteAppointment(vendorId, eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
