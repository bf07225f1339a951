import { unwrap } from "@cortege/api-client";
import type { CalendarEventFieldsInput, calendarContract, GoogleEventView } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { calendarQueryKeys } from "./calendar-query-keys.ts";

export type GoogleEventSave = { eventId: string | null; fields: CalendarEventFieldsInput };

/** POST calendar/google-events/create or /update: written in the vendor's Google calendar, then kept here. */
export async function saveGoogleEvent(vendorId: string, { eventId, fields }: GoogleEventSave): Promise<GoogleEventView> {
  const body = {
    summary: fields.title,
    description: fields.description ?? null,
    start: fields.startTime,
    end: fields.endTime,
    allDay: fields.allDay ?? false,
    attendees: fields.emails ?? [],
  };
  return unwrap(
    eventId
      ? await apiClient.call<typeof calendarContract.updateGoogleEvent>({
          method: "POST",
          path: "calendar/google-events/update",
          body: { vendorId, eventId, ...body },
        })
      : await apiClient.call<typeof calendarContract.createGoogleEvent>({
          method: "POST",
          path: "calendar/google-events/create",
          body: { vendorId, ...body },
        }),
  );
}

export function useSaveGoogleEvent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: GoogleEventSave) => saveGoogleEvent(vendorId, save),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarQueryKeys.all(vendorId) }),
  });
}
