import { eventsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { EventConfigService } from "./event-config.service.ts";
import type { EventsService } from "./events.service.ts";

const tags = ["event"];
const config = { access: "vendor" as const };

export const eventsRoutes: FastifyPluginAsyncZod<{
  service: TenantScoped<EventsService>;
  statuses: TenantScoped<EventConfigService>;
}> = async (app, { service, statuses }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, (req) =>
    service.list(tenantOf(req), req.query.isArchived, req.query.nextPage, req.query.limit),
  );
  app.get(routeUrl(routes.listAll), { config, schema: routeSchema(routes.listAll, tags) }, (req) =>
    service.listAll(tenantOf(req), req.query.nextPage, req.query.limit),
  );
  app.get(routeUrl(routes.listByStatus), { config, schema: routeSchema(routes.listByStatus, tags) }, (req) =>
    service.listByStatus(tenantOf(req), req.query.status, req.query.isArchived, req.query.nextPage, req.query.limit),
  );
  app.get(routeUrl(routes.listForClient), { config, schema: routeSchema(routes.listForClient, tags) }, (req) =>
    service.listForClient(tenantOf(req), req.query.clientId, req.query.nextPage, req.query.limit),
  );
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.eventId, req.query.isArchived),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.statusUpdate), { config, schema: routeSchema(routes.statusUpdate, tags) }, (req) =>
    service.updateStatus(tenantOf(req), req.body.eventId, req.body.status),
  );
  app.post(routeUrl(routes.archive), { config, schema: routeSchema(routes.archive, tags) }, async (req) => ({
    eventIds: await service.archive(tenantOf(req), req.body.eventIds, req.body.isArchived),
  }));
  app.get(routeUrl(routes.search), { config, schema: routeSchema(routes.search, tags) }, async (req) => ({
    events: await service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived),
  }));
  app.get(routeUrl(routes.vendors), { config, schema: routeSchema(routes.vendors, tags) }, async (req) => ({
    vendors: await service.linkedVendors(tenantOf(req), req.query.eventId),
  }));
  app.post(routeUrl(routes.vendorLink), { config, schema: routeSchema(routes.vendorLink, tags) }, (req) =>
    service.link(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.vendorLinkUpdate), { config, schema: routeSchema(routes.vendorLinkUpdate, tags) }, (req) =>
    service.updateLink(tenantOf(req), req.body),
  );
  // A GET that changes data: the spec's path and method, kept as they are.
  app.get(
    routeUrl(routes.vendorLinkRemove),
    {
      config,
      schema: routeSchema(routes.vendorLinkRemove, tags),
    },
    async (req) => {
      await service.removeLink(tenantOf(req), req.query.eventId, req.query.linkedVendorId);
      return { eventId: req.query.eventId, linkedVendorId: req.query.linkedVendorId };
    },
  );
  app.get(routeUrl(routes.dates), { config, schema: routeSchema(routes.dates, tags) }, async (req) => ({
    dates: await service.dates(tenantOf(req), req.query.startDate, req.query.endDate),
  }));
  app.get(routeUrl(routes.config), { config, schema: routeSchema(routes.config, tags) }, async (req) => ({
    statuses: await statuses.get(tenantOf(req)),
  }));
  app.post(routeUrl(routes.configUpdate), { config, schema: routeSchema(routes.configUpdate, tags) }, async (req) => ({
    statuses: await statuses.update(tenantOf(req), req.body),
  }));
  app.post(routeUrl(routes.configReset), { config, schema: routeSchema(routes.configReset, tags) }, async (req) => ({
    statuses: await statuses.reset(tenantOf(req)),
  }));
};
