import { z } from "zod";
import { clientSchema } from "../clients/client-schemas.ts";
import { calendarDateSchema } from "../documents/calendar-dates.ts";
import { limitSchema, nextPageSchema, queryBooleanSchema } from "../paging/paging.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { isApproximateDate } from "./approximate-date.ts";
import { eventTypes, toEventType } from "./event-types.ts";
import { eventMessages as m } from "./messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
export const eventIdSchema = z.uuid({ error: m.eventNotFound });
const clientId = z.uuid({ error: m.clientNotFound });

/** A status key of the vendor's pipeline: a default one (REQUEST_RECEIVED…) or CUSTOM_… */
export const eventStatusKeySchema = z.string({ error: m.statusInvalid }).regex(/^[A-Z][A-Z0-9_]{0,39}$/, m.statusInvalid);

const calendarDate = calendarDateSchema(m.dateInvalid);
const guests = z.number({ error: m.guestsInvalid }).int(m.guestsInvalid).min(0, m.guestsInvalid).max(100_000, m.guestsInvalid);

const eventFields = {
  vendorId,
  eventName: requiredText(200, m.eventNameRequired),
  approximateGuestsCount: guests.nullish().default(null),
  guestsCount: guests.nullish().default(null),
  date: calendarDate.nullish().default(null),
  startDate: calendarDate.nullish().default(null),
  endDate: calendarDate.nullish().default(null),
  approximateDate: z
    .string({ error: m.approximateDateInvalid })
    .refine(isApproximateDate, m.approximateDateInvalid)
    .nullish()
    .default(null),
  /** WEDDING by default; an unknown type falls back to it. */
  eventType: z.unknown().optional().transform(toEventType),
  clientId: clientId.nullish().default(null),
  spaceId: z.uuid({ error: m.spaceNotFound }).nullish().default(null),
  /** The first status of the vendor's pipeline when omitted. */
  status: eventStatusKeySchema.optional(),
};

function checkDates(event: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx): void {
  if (event.startDate && event.endDate && event.endDate < event.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: m.endBeforeStart });
  }
}

/** POST event/create: the event without eventId, client and note (part 1 §7). */
export const eventCreateSchema = z.object(eventFields).superRefine(checkDates);
export type EventCreateInput = z.input<typeof eventCreateSchema>;
export type EventCreate = z.output<typeof eventCreateSchema>;

/** POST event/update: the event without client; what is left out is emptied, except the status. */
export const eventUpdateSchema = z
  .object({ ...eventFields, eventId: eventIdSchema, note: optionalText(5000) })
  .superRefine(checkDates);
export type EventUpdateInput = z.input<typeof eventUpdateSchema>;
export type EventUpdate = z.output<typeof eventUpdateSchema>;

export const eventSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  note: z.string().nullable(),
  approximateGuestsCount: z.number().nullable(),
  guestsCount: z.number().nullable(),
  date: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  approximateDate: z.string().nullable(),
  eventType: z.enum(eventTypes),
  clientId: z.string().nullable(),
  client: clientSchema.nullable(),
  spaceId: z.string().nullable(),
  status: z.string(),
  isArchived: z.boolean(),
  createdAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventPageSchema = z.object({ events: z.array(eventSchema), nextPage: z.string().nullable() });
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventListQuerySchema = z.object({
  vendorId,
  isArchived: queryBooleanSchema.default(false),
  nextPage: nextPageSchema,
  limit: limitSchema,
});
export const eventListAllQuerySchema = z.object({ vendorId, nextPage: nextPageSchema, limit: limitSchema });
export const eventStatusQuerySchema = eventListQuerySchema.extend({ status: eventStatusKeySchema });
export const eventListClientQuerySchema = z.object({ vendorId, clientId, nextPage: nextPageSchema, limit: limitSchema });
export const eventQuerySchema = z.object({ vendorId, eventId: eventIdSchema, isArchived: queryBooleanSchema.optional() });

export const eventStatusUpdateSchema = z.object({ vendorId, eventId: eventIdSchema, status: eventStatusKeySchema });

export const eventArchiveSchema = z.object({
  vendorId,
  eventIds: z.array(eventIdSchema, { error: m.eventIdsRequired }).min(1, m.eventIdsRequired).max(100, m.tooManyEventIds),
  /** false brings archived events back. */
  isArchived: z.boolean().default(true),
});
export const eventIdsResponseSchema = z.object({ eventIds: z.array(z.string()) });

export const eventSearchQuerySchema = z.object({
  vendorId,
  searchTerm: z.string().max(200, "La recherche est trop longue.").optional(),
  isArchived: queryBooleanSchema.default(false),
});
export const eventsResponseSchema = z.object({ events: z.array(eventSchema) });

const DAY_MS = 86_400_000;
export const MAX_DATES_RANGE_DAYS = 366;

export const eventDatesQuerySchema = z
  .object({ vendorId, startDate: calendarDate, endDate: calendarDate })
  .superRefine((range, ctx) => {
    const days = (Date.parse(range.endDate) - Date.parse(range.startDate)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.endBeforeStart });
    else if (days > MAX_DATES_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.rangeTooLong });
  });

export const eventDateSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventType: z.enum(eventTypes),
  status: z.string(),
  date: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  clientId: z.string().nullable(),
});
export const eventDatesResponseSchema = z.object({ dates: z.array(eventDateSchema) });
