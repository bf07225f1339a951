import { z } from "zod";
import { emailSchema } from "../contact/email.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { calendarInstant } from "./calendar-event-schemas.ts";
import { calendarMessages } from "./calendar-messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });

export const googleMessages = {
  notConfigured: "La liaison avec Google n'est pas configurée sur ce serveur.",
  notLinked: "Votre compte Google n'est pas lié.",
  reconnect: "Reconnectez Google : l'accès à votre agenda Google a été retiré ou a expiré.",
  unavailable: "Google ne répond pas pour le moment. Réessayez dans quelques minutes.",
  calendarNotOffered: "Choisissez un agenda dont vous êtes propriétaire ou éditeur.",
  calendarRequired: "Choisissez un agenda.",
  linkExpired: "Le lien de connexion à Google a expiré. Recommencez.",
  unknownChannel: "Canal de notification inconnu.",
} as const;

export const googleStatuses = ["none", "linked", "revoked"] as const;
export type GoogleStatus = (typeof googleStatuses)[number];

export const googleVendorQuerySchema = z.object({ vendorId });
export const googleAuthResponseSchema = z.object({ url: z.string() });
export const googleLinkSchema = z.object({
  configured: z.boolean(),
  status: z.enum(googleStatuses),
  calendarId: z.string().nullable(),
  syncedAt: z.string().nullable(),
});
export type GoogleLink = z.infer<typeof googleLinkSchema>;

/** Part 2 §5: only calendars with owner or writer access are offered. */
export const googleCalendarSchema = z.object({ id: z.string(), summary: z.string(), accessRole: z.enum(["owner", "writer"]) });
export type GoogleCalendar = z.infer<typeof googleCalendarSchema>;
export const googleCalendarsResponseSchema = z.object({ calendars: z.array(googleCalendarSchema) });
export const selectGoogleCalendarSchema = z.object({
  vendorId,
  calendarId: z.string({ error: googleMessages.calendarRequired }).trim().min(1, googleMessages.calendarRequired).max(1024),
});

/** Part 2 §3: an external calendar event (id, summary, start, end, attendees), with allDay. */
export const googleEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  attendees: z.array(z.string()),
});
export type GoogleEventView = z.infer<typeof googleEventSchema>;
export const googleEventsQuerySchema = z.object({
  vendorId,
  calendarId: z.string().optional(),
  timeMin: z.iso.datetime({ offset: true, error: "La période demandée est invalide." }),
  timeMax: z.iso.datetime({ offset: true, error: "La période demandée est invalide." }),
});
export const googleEventsResponseSchema = z.object({ events: z.array(googleEventSchema) });
export const googleSyncResponseSchema = z.object({ changed: z.number().int(), syncedAt: z.string() });

/** The vendor's private ICS subscription address (null until created). */
export const icsFeedResponseSchema = z.object({ url: z.string().nullable() });
/** POST calendar/ics-feed/regenerate: the new address (there always is one after it). */
export const icsFeedRegeneratedSchema = z.object({ url: z.string() });

/** POST calendar/google-events/create and /update: an event written in the vendor's Google calendar from Cortège. */
const googleEventFieldsShape = {
  summary: requiredText(200, calendarMessages.titleRequired),
  description: optionalText(5000),
  start: calendarInstant(calendarMessages.startRequired),
  end: calendarInstant(calendarMessages.endRequired),
  allDay: z.boolean().default(false),
  attendees: z.array(emailSchema).max(50, calendarMessages.tooManyEmails).default([]),
};
const googleEndAfterStart: [(e: { start: string; end: string }) => boolean, { message: string; path: string[] }] = [
  (e) => new Date(e.end).getTime() >= new Date(e.start).getTime(),
  { message: calendarMessages.endBeforeStart, path: ["end"] },
];
export const googleEventFieldsSchema = z.object(googleEventFieldsShape).refine(...googleEndAfterStart);
export type GoogleEventFields = z.output<typeof googleEventFieldsSchema>;
export const googleEventCreateSchema = z.object({ vendorId, ...googleEventFieldsShape }).refine(...googleEndAfterStart);
const googleEventId = z.uuid({ error: calendarMessages.calendarEventNotFound });
export const googleEventUpdateSchema = z
  .object({ vendorId, eventId: googleEventId, ...googleEventFieldsShape })
  .refine(...googleEndAfterStart);
export const googleEventDeleteSchema = z.object({ vendorId, eventId: googleEventId });
export const googleEventDeleteResponseSchema = z.object({ eventId: z.string() });
