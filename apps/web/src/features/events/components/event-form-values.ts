import type { Event, EventUpdateInput } from "@cortege/domain";

/** The event form: the update call's fields; eventId and note stay empty while creating. */
export type EventFormValues = Omit<EventUpdateInput, "eventId"> & { eventId?: string | undefined };

export type DateMode = "day" | "range" | "approximate" | "none";

export function emptyEventValues(vendorId: string, preset: { clientId?: string | null; status?: string } = {}): EventFormValues {
  return {
    vendorId,
    eventName: "",
    eventType: "WEDDING",
    date: null,
    startDate: null,
    endDate: null,
    approximateDate: null,
    approximateGuestsCount: null,
    guestsCount: null,
    clientId: preset.clientId ?? null,
    spaceId: null,
    status: preset.status,
    note: null,
  };
}

export function eventFormValues(vendorId: string, event: Event): EventFormValues {
  return {
    vendorId,
    eventId: event.eventId,
    eventName: event.eventName,
    eventType: event.eventType,
    date: event.date,
    startDate: event.startDate,
    endDate: event.endDate,
    approximateDate: event.approximateDate,
    approximateGuestsCount: event.approximateGuestsCount,
    guestsCount: event.guestsCount,
    clientId: event.clientId,
    spaceId: event.spaceId,
    status: event.status,
    note: event.note,
  };
}

/** How the date of an event is known, read from the fields it fills. */
export function dateModeOf(values: Pick<EventFormValues, "date" | "startDate" | "endDate" | "approximateDate">): DateMode {
  if (values.date) return "day";
  if (values.startDate || values.endDate) return "range";
  if (values.approximateDate) return "approximate";
  return "none";
}

/** The date fields a mode does not use, emptied so that only one way of dating the event is sent. */
export function datesClearedFor(mode: DateMode): Partial<Record<"date" | "startDate" | "endDate" | "approximateDate", null>> {
  switch (mode) {
    case "day":
      return { startDate: null, endDate: null, approximateDate: null };
    case "range":
      return { date: null, approximateDate: null };
    case "approximate":
      return { date: null, startDate: null, endDate: null };
    case "none":
      return { date: null, startDate: null, endDate: null, approximateDate: null };
  }
}
