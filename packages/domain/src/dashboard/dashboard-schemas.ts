import { z } from "zod";
import { isCalendarDate } from "../documents/calendar-dates.ts";
import { vendorMessages } from "../vendors/messages.ts";
import { cashedTotalsSchema, revenueMonthSchema, revenueTotalsSchema } from "./revenue.ts";
import { showcaseCountViews } from "./showcase-count.ts";

export const dashboardMessages = {
  dateInvalid: "La date est invalide.",
  rangeOrder: "La date de fin doit être postérieure ou égale à la date de début.",
  rangeTooLong: "La période demandée ne peut pas dépasser 5 ans.",
  viewInvalid: "La vue doit être day, week, month ou year.",
} as const;
const m = dashboardMessages;
const MAX_DAYS = 5 * 366;

const vendorId = z.uuid({ error: vendorMessages.vendorNotFound });
const day = z.string({ error: m.dateInvalid }).refine(isCalendarDate, m.dateInvalid);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** An optional period, both days included (Europe/Paris); absent, each call picks its default. */
const periodShape = { vendorId, from: day.optional(), to: day.optional() };
const checkPeriod = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!v.from || !v.to || !isCalendarDate(v.from) || !isCalendarDate(v.to)) return;
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: m.rangeOrder });
  else if (daysBetween(v.from, v.to) > MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: m.rangeTooLong });
};

/** GET /api/dashboard/showcase-count?view&vendorId (part 2 §7). */
export const showcaseCountQuerySchema = z
  .object({ ...periodShape, view: z.enum(showcaseCountViews, { error: m.viewInvalid }).default("month") })
  .superRefine(checkPeriod);
export type ShowcaseCountQuery = z.output<typeof showcaseCountQuerySchema>;

export const showcaseCountResponseSchema = z.object({
  view: z.enum(showcaseCountViews),
  from: z.string(),
  to: z.string(),
  /** Newest first; periods without a view are left out. Weeks are ISO (YYYY-Www). */
  periods: z.array(z.object({ period: z.string(), views: z.number().int() })),
  total: z.number().int(),
});
export type ShowcaseCount = z.infer<typeof showcaseCountResponseSchema>;

/** GET /api/dashboard/ca?vendorId[&from&to][&basis]: revenue of issued documents (part 2 §3, §7). */
export const revenueQuerySchema = z
  .object({ ...periodShape, basis: z.enum(["HT", "TTC"]).default("HT") })
  .superRefine(checkPeriod);
export type RevenueQuery = z.output<typeof revenueQuerySchema>;

export const revenueResponseSchema = z.object({
  basis: z.enum(["HT", "TTC"]),
  /** The day the figures run to (today in Paris, or the period's end). */
  asOf: z.string(),
  /** The month of `asOf`, from its first day to `asOf`. */
  CAMonth: revenueTotalsSchema,
  /** From 1 January of `asOf`'s year to `asOf`. */
  CAYear: revenueTotalsSchema,
  /** The same two periods one year earlier. */
  previousYear: z.object({ CAMonth: revenueTotalsSchema, CAYear: revenueTotalsSchema }),
  /** The chosen period (default: the last 12 months to `asOf`), total and per month YYYY-MM newest first. */
  period: z.object({ from: z.string(), to: z.string(), totals: revenueTotalsSchema, months: z.array(revenueMonthSchema) }),
  /**
   * Cashed (« encaissé »), always TTC: the payments recorded on documents by payment day, for the month
   * and the year to `asOf` and the same periods a year earlier.
   */
  cashed: z.object({
    month: cashedTotalsSchema,
    year: cashedTotalsSchema,
    previousYear: z.object({ month: cashedTotalsSchema, year: cashedTotalsSchema }),
  }),
});
export type Revenue = z.infer<typeof revenueResponseSchema>;

/** GET /api/dashboard/events-stats?vendorId[&from&to]: the events dated in the period (default: all). */
export const eventsStatsQuerySchema = z.object(periodShape).superRefine(checkPeriod);
export type EventsStatsQuery = z.output<typeof eventsStatsQuerySchema>;

export const eventsStatsResponseSchema = z.object({
  totalEvents: z.number().int(),
  /** Of the events with a guest count (confirmed, else approximate); null without any. */
  averageGuestCount: z.number().nullable(),
  eventTypePercentages: z.array(z.object({ eventType: z.string(), count: z.number().int(), percentage: z.number() })),
  statusDistribution: z.array(z.object({ status: z.string(), count: z.number().int() })),
  mostPopularEvent: z.string().nullable(),
  /** The month (YYYY-MM) with the most events, the latest on a tie. */
  busiestMonth: z.object({ month: z.string(), count: z.number().int() }).nullable(),
  /** By client source (marketplace, website…), with how many reached RESERVATION_CONFIRMED. */
  sources: z.array(z.object({ source: z.string().nullable(), count: z.number().int(), confirmed: z.number().int() })),
  /** Request to confirmed reservation: the events now confirmed over all events of the period. */
  conversion: z.object({ total: z.number().int(), confirmed: z.number().int(), rate: z.number().nullable() }),
  upcomingEvents: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      date: z.string(),
      clientId: z.string().nullable(),
      clientName: z.string().nullable(),
      guestsCount: z.number().int().nullable(),
      status: z.string(),
      eventType: z.string(),
    }),
  ),
});
export type EventsStats = z.infer<typeof eventsStatsResponseSchema>;

/** GET /api/dashboard/pending-documents?vendorId: what waits for the client (home screen). */
export const pendingDocumentsQuerySchema = z.object({ vendorId });
const bucket = z.object({ count: z.number().int(), totalCents: z.number().int() });
export const pendingDocumentsResponseSchema = z.object({
  /** Quotes sent and not answered yet, total TTC. */
  quotesAwaiting: bucket,
  /** Issued deposit invoices not paid, due today or later (or without a due date), total TTC. */
  depositsDue: bucket,
  /** Issued deposit invoices not paid past their due date, total TTC. */
  depositsOverdue: bucket,
});
export type PendingDocuments = z.infer<typeof pendingDocumentsResponseSchema>;
