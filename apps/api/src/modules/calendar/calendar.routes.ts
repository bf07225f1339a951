import { calendarContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { CalendarService } from "./calendar.service.ts";

const tags = ["calendar"];
const config = { access: "vendor" as const };

/** Part 2 §7 "Calendar": the vendor's appointments. */
export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (app, { service }) => {
  app.get(routeUrl(routes.events), { config, schema: routeSchema(routes.events, tags) }, async (req) => ({
    events: await service.list(tenantOf(req), req.query.startDate, req.query.endDate),
  }));
  app.get(routeUrl(routes.clientEvents), { config, schema: routeSchema(routes.clientEvents, tags) }, async (req) => ({
    events: await service.listForClient(tenantOf(req), req.query.clientId),
  }));
  app.post(
    routeUrl(routes.createEvent),
    { config, schema: routeSchema(routes.createEvent, tags) },
    // The service reads the appointment's fields only; the vendor is the guard's.
    (req) => service.create(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.updateEvent), { config, schema: routeSchema(routes.updateEvent, tags) }, (req) =>
    service.update(tenantOf(req), req.body.eventId, req.body),
  );
  app.post(routeUrl(routes.deleteEvent), { config, schema: routeSchema(routes.deleteEvent, tags) }, async (req) => {
    await service.delete(tenantOf(req), req.body.eventId);
    return { eventId: req.body.eventId };
  });
};
