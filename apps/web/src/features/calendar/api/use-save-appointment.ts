import { unwrap } from "@cortege/api-client";
import type { CalendarEvent, CalendarEventFieldsInput, calendarContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

export type AppointmentSave = { eventId: string | null; fields: CalendarEventFieldsInput };

/** POST calendar/events/create or /update. */
export async function saveAppointment(vendorId: string, { eventId, fields }: AppointmentSave): Promise<CalendarEvent> {
  return unwrap(
    eventId
      ? await apiClient.call<typeof calendarContract.updateEvent>({
          method: "POST",
          path: "calendar/events/update",
          body: { vendorId, eventId, ...fields },
        })
      : await apiClient.call<typeof calendarContract.createEvent>({
          method: "POST",
          path: "calendar/events/create",
          body: { vendorId, ...fields },
        }),
  );
}

export function useSaveAppointment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: AppointmentSave) => saveAppointment(vendorId, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
