/** Cache keys of the agenda; weddings sit under the events' prefix so that a status change refreshes them. */
export const calendarQueryKeys = {
  all: (vendorId: string) => ["calendar", vendorId] as const,
  appointments: (vendorId: string, start: string, end: string) => ["calendar", vendorId, "events", start, end] as const,
  weddings: (vendorId: string, start: string, end: string) => ["events", vendorId, "agenda-dates", start, end] as const,
  google: (vendorId: string) => ["calendar", vendorId, "google"] as const,
  googleCalendars: (vendorId: string) => ["calendar", vendorId, "google-calendars"] as const,
  googleEvents: (vendorId: string, min: string, max: string) => ["calendar", vendorId, "google-events", min, max] as const,
  businessLocations: (vendorId: string) => ["calendar", vendorId, "google-business-locations"] as const,
  businessReviews: (vendorId: string, location: string) => ["calendar", vendorId, "google-business-reviews", location] as const,
  icsFeed: (vendorId: string) => ["calendar", vendorId, "ics-feed"] as const,
  statuses: (vendorId: string) => ["events", vendorId, "agenda-statuses"] as const,
  availabilities: (vendorId: string, start: string, end: string) =>
    ["showcase", vendorId, "agenda-availabilities", start, end] as const,
};
