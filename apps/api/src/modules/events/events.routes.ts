import {
  eventArchiveSchema,
  eventConfigQuerySchema,
  eventConfigResetSchema,
  eventConfigResponseSchema,
  eventConfigUpdateSchema,
  eventCreateSchema,
  eventDatesQuerySchema,
  eventDatesResponseSchema,
  eventIdsResponseSchema,
  eventLinkedVendorSchema,
  eventListAllQuerySchema,
  eventListClientQuerySchema,
  eventListQuerySchema,
  eventPageSchema,
  eventQuerySchema,
  eventSchema,
  eventSearchQuerySchema,
  eventStatusQuerySchema,
  eventStatusUpdateSchema,
  eventsResponseSchema,
  eventUpdateSchema,
  eventVendorLinkRemoveQuerySchema,
  eventVendorLinkRemoveResponseSchema,
  eventVendorLinkSchema,
  eventVendorLinkUpdateSchema,
  eventVendorsQuerySchema,
  eventVendorsResponseSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { EventConfigService } from "./event-config.service.ts";
import type { EventsService } from "./events.service.ts";

const tags = ["event"];
const config = { access: "vendor" as const };

export const eventsRoutes: FastifyPluginAsyncZod<{
  service: TenantScoped<EventsService>;
  statuses: TenantScoped<EventConfigService>;
}> = async (app, { service, statuses }) => {
  app.get(
    "/event/list",
    { config, schema: { tags, querystring: eventListQuerySchema, response: { 200: eventPageSchema } } },
    (req) => service.list(tenantOf(req), req.query.isArchived, req.query.nextPage, req.query.limit),
  );
  app.get(
    "/event/list/all",
    { config, schema: { tags, querystring: eventListAllQuerySchema, response: { 200: eventPageSchema } } },
    (req) => service.listAll(tenantOf(req), req.query.nextPage, req.query.limit),
  );
  app.get(
    "/event/status",
    { config, schema: { tags, querystring: eventStatusQuerySchema, response: { 200: eventPageSchema } } },
    (req) => service.listByStatus(tenantOf(req), req.query.status, req.query.isArchived, req.query.nextPage, req.query.limit),
  );
  app.get(
    "/event/list/client",
    { config, schema: { tags, querystring: eventListClientQuerySchema, response: { 200: eventPageSchema } } },
    (req) => service.listForClient(tenantOf(req), req.query.clientId, req.query.nextPage, req.query.limit),
  );
  app.get("/event", { config, schema: { tags, querystring: eventQuerySchema, response: { 200: eventSchema } } }, (req) =>
    service.get(tenantOf(req), req.query.eventId, req.query.isArchived),
  );
  app.post("/event/create", { config, schema: { tags, body: eventCreateSchema, response: { 200: eventSchema } } }, (req) =>
    service.create(tenantOf(req), req.body),
  );
  app.post("/event/update", { config, schema: { tags, body: eventUpdateSchema, response: { 200: eventSchema } } }, (req) =>
    service.update(tenantOf(req), req.body),
  );
  app.post(
    "/event/status/update",
    { config, schema: { tags, body: eventStatusUpdateSchema, response: { 200: eventSchema } } },
    (req) => service.updateStatus(tenantOf(req), req.body.eventId, req.body.status),
  );
  app.post(
    "/event/archive",
    { config, schema: { tags, body: eventArchiveSchema, response: { 200: eventIdsResponseSchema } } },
    async (req) => ({ eventIds: await service.archive(tenantOf(req), req.body.eventIds, req.body.isArchived) }),
  );
  app.get(
    "/event/search",
    { config, schema: { tags, querystring: eventSearchQuerySchema, response: { 200: eventsResponseSchema } } },
    async (req) => ({ events: await service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived) }),
  );
  app.get(
    "/event/vendors",
    { config, schema: { tags, querystring: eventVendorsQuerySchema, response: { 200: eventVendorsResponseSchema } } },
    async (req) => ({ vendors: await service.linkedVendors(tenantOf(req), req.query.eventId) }),
  );
  app.post(
    "/event/vendor/link",
    { config, schema: { tags, body: eventVendorLinkSchema, response: { 200: eventLinkedVendorSchema } } },
    (req) => service.link(tenantOf(req), req.body),
  );
  app.post(
    "/event/vendor/link/update",
    { config, schema: { tags, body: eventVendorLinkUpdateSchema, response: { 200: eventLinkedVendorSchema } } },
    (req) => service.updateLink(tenantOf(req), req.body),
  );
  // A GET that changes data: the spec's path and method, kept as they are.
  app.get(
    "/event/vendor/link/remove",
    {
      config,
      schema: { tags, querystring: eventVendorLinkRemoveQuerySchema, response: { 200: eventVendorLinkRemoveResponseSchema } },
    },
    async (req) => {
      await service.removeLink(tenantOf(req), req.query.eventId, req.query.linkedVendorId);
      return { eventId: req.query.eventId, linkedVendorId: req.query.linkedVendorId };
    },
  );
  app.get(
    "/event/dates",
    { config, schema: { tags, querystring: eventDatesQuerySchema, response: { 200: eventDatesResponseSchema } } },
    async (req) => ({ dates: await service.dates(tenantOf(req), req.query.startDate, req.query.endDate) }),
  );
  app.get(
    "/event/config",
    { config, schema: { tags, querystring: eventConfigQuerySchema, response: { 200: eventConfigResponseSchema } } },
    async (req) => ({ statuses: await statuses.get(tenantOf(req)) }),
  );
  app.post(
    "/event/config/update",
    { config, schema: { tags, body: eventConfigUpdateSchema, response: { 200: eventConfigResponseSchema } } },
    async (req) => ({ statuses: await statuses.update(tenantOf(req), req.body) }),
  );
  app.post(
    "/event/config/reset",
    { config, schema: { tags, body: eventConfigResetSchema, response: { 200: eventConfigResponseSchema } } },
    async (req) => ({ statuses: await statuses.reset(tenantOf(req)) }),
  );
};
