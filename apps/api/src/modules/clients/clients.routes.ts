import { clientsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { ClientsService } from "./clients.service.ts";

const tags = ["client"];
const config = { access: "vendor" as const };

export const clientsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ClientsService> }> = async (app, { service }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, async (req) => ({
    ...(await service.list(tenantOf(req), req.query)),
    page: req.query.page,
    limit: req.query.limit,
  }));
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.clientId),
  );
  app.post(routeUrl(routes.byIds), { config, schema: routeSchema(routes.byIds, tags) }, async (req) => ({
    clients: await service.getByIds(tenantOf(req), req.body.clientIds),
  }));
  app.get(routeUrl(routes.search), { config, schema: routeSchema(routes.search, tags) }, async (req) => ({
    clients: await service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived),
  }));
  app.post(routeUrl(routes.createIndividual), { config, schema: routeSchema(routes.createIndividual, tags) }, (req) =>
    service.create(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.updateIndividual), { config, schema: routeSchema(routes.updateIndividual, tags) }, (req) =>
    service.update(tenantOf(req), req.body.clientId, req.body),
  );
  app.post(routeUrl(routes.createProfessional), { config, schema: routeSchema(routes.createProfessional, tags) }, (req) =>
    service.create(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.updateProfessional), { config, schema: routeSchema(routes.updateProfessional, tags) }, (req) =>
    service.update(tenantOf(req), req.body.clientId, req.body),
  );
  app.post(routeUrl(routes.updateStatus), { config, schema: routeSchema(routes.updateStatus, tags) }, (req) =>
    service.updateStatus(tenantOf(req), req.body.clientId, req.body.status),
  );
  app.post(routeUrl(routes.delete), { config, schema: routeSchema(routes.delete, tags) }, async (req) => {
    await service.delete(tenantOf(req), req.body.clientId);
    return { clientIds: [req.body.clientId] };
  });
  app.post(routeUrl(routes.archive), { config, schema: routeSchema(routes.archive, tags) }, async (req) => ({
    clientIds: await service.archive(tenantOf(req), req.body.clientIds, req.body.isArchived),
  }));
};
