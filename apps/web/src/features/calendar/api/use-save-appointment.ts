import { unwrap } from "@cortege/api-client";
import type { CalendarEvent, CalendarEventFieldsInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

export type AppointmentSave = { eventId: string | null; fields: CalendarEventFieldsInput };

/** POST calendar/events/create or /update. */
export async function saveAppointment(vendorId: string, { eventId, fields }: AppointmentSave): Promise<CalendarEvent> {
  return unwrap(
    await apiClient.request<CalendarEvent>({
      method: "POST",
      path: eventId ? "calendar/events/update" : "calendar/events/create",
      body: eventId ? { vendorId, eventId, ...fields } : { vendorId, ...fields },
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
