import { z } from "zod";
import { emailSchema } from "../contact/email.ts";
import { isInstantInRange } from "../documents/calendar-dates.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { calendarMessages as m } from "./calendar-messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const eventId = z.uuid({ error: m.calendarEventNotFound });

/** An instant with its offset ("2026-06-12T14:00:00.000Z" or "+02:00"), between 1900 and 2200. */
export const calendarInstant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: required }))
    .refine((v) => isInstantInRange(new Date(v)), required);

const fieldsShape = {
  title: requiredText(200, m.titleRequired),
  description: optionalText(5000),
  startTime: calendarInstant(m.startRequired),
  endTime: calendarInstant(m.endRequired),
  allDay: z.boolean().default(false),
  emails: z.array(emailSchema).max(50, m.tooManyEmails).default([]),
  clientId: z
    .uuid({ error: m.clientNotFound })
    .nullish()
    .transform((v) => v ?? null),
  /** E-mails the guests an ICS invitation (or its update) with this save. */
  sendInvitation: z.boolean().default(false),
};
const endAfterStart = (e: { startTime: string; endTime: string }) =>
  new Date(e.endTime).getTime() >= new Date(e.startTime).getTime();
const endAfterStartError = { message: m.endBeforeStart, path: ["endTime"] };
const guestToInvite = (e: { sendInvitation: boolean; emails: string[] }) => !e.sendInvitation || e.emails.length > 0;
const guestToInviteError = { message: m.invitationWithoutGuest, path: ["emails"] };

/** An appointment of the vendor (part 2 §3 "Calendar events", internal), all-day or timed. */
export const calendarEventFieldsSchema = z
  .object(fieldsShape)
  .refine(endAfterStart, endAfterStartError)
  .refine(guestToInvite, guestToInviteError);
export type CalendarEventFields = z.output<typeof calendarEventFieldsSchema>;
export type CalendarEventFieldsInput = z.input<typeof calendarEventFieldsSchema>;

export const calendarEventCreateSchema = z
  .object({ vendorId, ...fieldsShape })
  .refine(endAfterStart, endAfterStartError)
  .refine(guestToInvite, guestToInviteError);
export const calendarEventUpdateSchema = z
  .object({ vendorId, eventId, ...fieldsShape })
  .refine(endAfterStart, endAfterStartError)
  .refine(guestToInvite, guestToInviteError);
export const calendarEventDeleteSchema = z.object({ vendorId, eventId });
export const calendarEventDeleteResponseSchema = z.object({ eventId: z.string() });

/** What the calls return: the appointment as stored, with where it comes from. */
export const calendarEventSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  allDay: z.boolean(),
  emails: z.array(z.string()),
  clientId: z.string().nullable(),
  /** When the guests were last sent the invitation; null when never. */
  invitedAt: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const MAX_RANGE_DAYS = 800;

/** GET calendar/events: the appointments overlapping [startDate, endDate]. */
export const calendarEventListQuerySchema = z
  .object({ vendorId, startDate: calendarInstant(m.rangeInvalid), endDate: calendarInstant(m.rangeInvalid) })
  .refine((q) => new Date(q.endDate).getTime() >= new Date(q.startDate).getTime(), { message: m.rangeInvalid, path: ["endDate"] })
  .refine((q) => new Date(q.endDate).getTime() - new Date(q.startDate).getTime() <= MAX_RANGE_DAYS * 86_400_000, {
    message: m.rangeTooLong,
    path: ["endDate"],
  });
export const calendarEventListResponseSchema = z.object({ events: z.array(calendarEventSchema) });
export const calendarClientEventsQuerySchema = z.object({ vendorId, clientId: z.uuid({ error: m.clientNotFound }) });
