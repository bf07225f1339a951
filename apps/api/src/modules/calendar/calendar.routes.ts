import {
  calendarClientEventsQuerySchema,
  calendarEventCreateSchema,
  calendarEventDeleteResponseSchema,
  calendarEventDeleteSchema,
  calendarEventListQuerySchema,
  calendarEventListResponseSchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { CalendarService } from "./calendar.service.ts";

const tags = ["calendar"];
const config = { access: "vendor" as const };

/** Part 2 §7 "Calendar": the vendor's appointments. */
export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (app, { service }) => {
  app.get(
    "/calendar/events",
    { config, schema: { tags, querystring: calendarEventListQuerySchema, response: { 200: calendarEventListResponseSchema } } },
    async (req) => ({ events: await service.list(tenantOf(req), req.query.startDate, req.query.endDate) }),
  );
  app.get(
    "/calendar/events/client",
    {
      config,
      schema: { tags, querystring: calendarClientEventsQuerySchema, response: { 200: calendarEventListResponseSchema } },
    },
    async (req) => ({ events: await service.listForClient(tenantOf(req), req.query.clientId) }),
  );
  app.post(
    "/calendar/events/create",
    { config, schema: { tags, body: calendarEventCreateSchema, response: { 200: calendarEventSchema } } },
    // The service reads the appointment's fields only; the vendor is the guard's.
    (req) => service.create(tenantOf(req), req.body),
  );
  app.post(
    "/calendar/events/update",
    { config, schema: { tags, body: calendarEventUpdateSchema, response: { 200: calendarEventSchema } } },
    (req) => service.update(tenantOf(req), req.body.eventId, req.body),
  );
  app.post(
    "/calendar/events/delete",
    { config, schema: { tags, body: calendarEventDeleteSchema, response: { 200: calendarEventDeleteResponseSchema } } },
    async (req) => {
      await service.delete(tenantOf(req), req.body.eventId);
      return { eventId: req.body.eventId };
    },
  );
};
