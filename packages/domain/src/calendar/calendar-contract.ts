import { route } from "../routes/route-contract.ts";
import {
  calendarClientEventsQuerySchema,
  calendarEventCreateSchema,
  calendarEventDeleteResponseSchema,
  calendarEventDeleteSchema,
  calendarEventListQuerySchema,
  calendarEventListResponseSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
} from "./calendar-event-schemas.ts";
import {
  googleBusinessLocationsResponseSchema,
  googleBusinessReviewsQuerySchema,
  googleBusinessReviewsResponseSchema,
  googleReviewReplyResponseSchema,
  googleReviewReplySchema,
} from "./google-business-schemas.ts";
import {
  googleAuthResponseSchema,
  googleCalendarsResponseSchema,
  googleEventCreateSchema,
  googleEventDeleteResponseSchema,
  googleEventDeleteSchema,
  googleEventSchema,
  googleEventsQuerySchema,
  googleEventsResponseSchema,
  googleEventUpdateSchema,
  googleLinkSchema,
  googleSyncResponseSchema,
  googleVendorQuerySchema,
  icsFeedRegeneratedSchema,
  icsFeedResponseSchema,
  selectGoogleCalendarSchema,
} from "./google-schemas.ts";

/**
 * The calendar module's JSON routes (appointments, Google Calendar and Business Profile, the ICS address): the API
 * registers these schemas, the web types its calls with them. Not here, as they answer no JSON to our web: Google's
 * consent callback (a redirect), Google's push notifications (a webhook) and the ICS feed itself (text/calendar).
 */
export const calendarContract = {
  events: route({
    method: "GET",
    path: "calendar/events",
    query: calendarEventListQuerySchema,
    response: calendarEventListResponseSchema,
  }),
  clientEvents: route({
    method: "GET",
    path: "calendar/events/client",
    query: calendarClientEventsQuerySchema,
    response: calendarEventListResponseSchema,
  }),
  createEvent: route({
    method: "POST",
    path: "calendar/events/create",
    body: calendarEventCreateSchema,
    response: calendarEventSchema,
  }),
  updateEvent: route({
    method: "POST",
    path: "calendar/events/update",
    body: calendarEventUpdateSchema,
    response: calendarEventSchema,
  }),
  deleteEvent: route({
    method: "POST",
    path: "calendar/events/delete",
    body: calendarEventDeleteSchema,
    response: calendarEventDeleteResponseSchema,
  }),
  googleAuth: route({
    method: "GET",
    path: "vendor/google-auth",
    query: googleVendorQuerySchema,
    response: googleAuthResponseSchema,
  }),
  googleStatus: route({
    method: "GET",
    path: "calendar/google/status",
    query: googleVendorQuerySchema,
    response: googleLinkSchema,
  }),
  googleCalendars: route({
    method: "GET",
    path: "calendar/google-events/list-calendars",
    query: googleVendorQuerySchema,
    response: googleCalendarsResponseSchema,
  }),
  googleEvents: route({
    method: "GET",
    path: "calendar/google-events",
    query: googleEventsQuerySchema,
    response: googleEventsResponseSchema,
  }),
  createGoogleEvent: route({
    method: "POST",
    path: "calendar/google-events/create",
    body: googleEventCreateSchema,
    response: googleEventSchema,
  }),
  updateGoogleEvent: route({
    method: "POST",
    path: "calendar/google-events/update",
    body: googleEventUpdateSchema,
    response: googleEventSchema,
  }),
  deleteGoogleEvent: route({
    method: "POST",
    path: "calendar/google-events/delete",
    body: googleEventDeleteSchema,
    response: googleEventDeleteResponseSchema,
  }),
  syncGoogle: route({
    method: "POST",
    path: "calendar/google-events/sync",
    body: googleVendorQuerySchema,
    response: googleSyncResponseSchema,
  }),
  selectGoogleCalendar: route({
    method: "POST",
    path: "vendor/select-google-calendar",
    body: selectGoogleCalendarSchema,
    response: googleLinkSchema,
  }),
  removeGoogleTokens: route({
    method: "POST",
    path: "vendor/remove-google-tokens",
    body: googleVendorQuerySchema,
    response: googleLinkSchema,
  }),
  businessLocations: route({
    method: "GET",
    path: "vendor/google-business-locations",
    query: googleVendorQuerySchema,
    response: googleBusinessLocationsResponseSchema,
  }),
  businessReviews: route({
    method: "GET",
    path: "vendor/google-business-reviews",
    query: googleBusinessReviewsQuerySchema,
    response: googleBusinessReviewsResponseSchema,
  }),
  replyReview: route({
    method: "POST",
    path: "vendor/google-business-reviews/reply",
    body: googleReviewReplySchema,
    response: googleReviewReplyResponseSchema,
  }),
  icsFeed: route({ method: "GET", path: "calendar/ics-feed", query: googleVendorQuerySchema, response: icsFeedResponseSchema }),
  regenerateIcsFeed: route({
    method: "POST",
    path: "calendar/ics-feed/regenerate",
    body: googleVendorQuerySchema,
    response: icsFeedRegeneratedSchema,
  }),
} as const;
