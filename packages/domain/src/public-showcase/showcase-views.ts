import { z } from "zod";
import { isCalendarDate } from "../documents/calendar-dates.ts";
import { vendorMessages } from "../vendors/messages.ts";

export const showcaseViewsMessages = {
  dateInvalid: "La date est invalide.",
  rangeOrder: "La date de fin doit être postérieure ou égale à la date de début.",
  rangeTooLong: "La période demandée ne peut pas dépasser 2 ans.",
} as const;
const m = showcaseViewsMessages;
const MAX_DAYS = 731;

const day = z.string({ error: m.dateInvalid }).refine(isCalendarDate, m.dateInvalid);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /api/vendor/showcase/views?vendorId&from&to: page views per day, both dates included. */
export const showcaseViewsQuerySchema = z
  .object({ vendorId: z.uuid({ error: vendorMessages.vendorNotFound }), from: day, to: day })
  .superRefine((v, ctx) => {
    if (!isCalendarDate(v.from) || !isCalendarDate(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: m.rangeOrder });
    else if (daysBetween(v.from, v.to) > MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: m.rangeTooLong });
  });
export type ShowcaseViewsQuery = z.output<typeof showcaseViewsQuerySchema>;

export const showcaseViewsResponseSchema = z.object({
  /** Days without a view are left out. */
  days: z.array(z.object({ date: z.string(), views: z.number().int() })),
  total: z.number().int(),
});
export type ShowcaseViews = z.infer<typeof showcaseViewsResponseSchema>;
