import { z } from "zod";
import { requiredText } from "../text/plain-text.ts";
import { eventStatusKeySchema } from "./event-schemas.ts";
import { DEFAULT_NOTIFICATION_DAYS_BEFORE, eventStatusPaletteColors, MAX_EVENT_STATUSES } from "./event-statuses.ts";
import { eventMessages as m } from "./messages.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });

export const eventStatusColorSchema = z
  .string({ error: m.statusColorInvalid })
  .trim()
  .refine(
    (c) => (eventStatusPaletteColors as readonly string[]).includes(c) || /^#[0-9a-fA-F]{6}$/.test(c),
    m.statusColorInvalid,
  );

const notificationDays = z
  .number({ error: m.notificationDaysInvalid })
  .int(m.notificationDaysInvalid)
  .min(0, m.notificationDaysInvalid)
  .max(365, m.notificationDaysInvalid);

export const eventStatusConfigSchema = z.object({
  status: z.string(),
  position: z.number().int(),
  name: z.string(),
  color: z.string(),
  enableNotifications: z.boolean(),
  notificationDaysBefore: z.number().int(),
});
export const eventConfigResponseSchema = z.object({ statuses: z.array(eventStatusConfigSchema) });

/**
 * POST event/config/update: the whole pipeline in its new order (positions are given from 1 in that
 * order). An entry without `status` is a new status; a status left out is removed, and its events
 * move to the status named in `moveEventsTo` for it.
 */
export const eventConfigUpdateSchema = z
  .object({
    vendorId,
    statuses: z
      .array(
        z.object({
          status: eventStatusKeySchema.optional(),
          name: requiredText(60, m.statusNameRequired),
          color: eventStatusColorSchema,
          enableNotifications: z.boolean().default(false),
          notificationDaysBefore: notificationDays.default(DEFAULT_NOTIFICATION_DAYS_BEFORE),
        }),
        { error: m.statusesRequired },
      )
      .min(1, m.statusesRequired)
      .max(MAX_EVENT_STATUSES, m.tooManyStatuses),
    moveEventsTo: z
      .record(eventStatusKeySchema, eventStatusKeySchema)
      .refine((r) => Object.keys(r).length <= MAX_EVENT_STATUSES, m.tooManyStatuses)
      .default({}),
  })
  .superRefine((config, ctx) => {
    const keys = config.statuses.map((s) => s.status).filter((s) => s !== undefined);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", path: ["statuses"], message: m.duplicateStatus });
  });
export type EventConfigUpdateInput = z.input<typeof eventConfigUpdateSchema>;
export type EventConfigUpdate = z.output<typeof eventConfigUpdateSchema>;

export const eventConfigQuerySchema = z.object({ vendorId });
export const eventConfigResetSchema = z.object({ vendorId });
