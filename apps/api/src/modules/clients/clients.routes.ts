import {
  clientArchiveSchema,
  clientDeleteSchema,
  clientIdsResponseSchema,
  clientIdsSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientQuerySchema,
  clientSchema,
  clientSearchQuerySchema,
  clientStatusUpdateSchema,
  clientsResponseSchema,
  individualClientCreateSchema,
  individualClientUpdateSchema,
  professionalClientCreateSchema,
  professionalClientUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { ClientsService } from "./clients.service.ts";

const tags = ["client"];
const config = { access: "vendor" as const };

export const clientsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ClientsService> }> = async (app, { service }) => {
  app.get(
    "/client/list",
    { config, schema: { tags, querystring: clientListQuerySchema, response: { 200: clientListResponseSchema } } },
    async (req) => ({ ...(await service.list(tenantOf(req), req.query)), page: req.query.page, limit: req.query.limit }),
  );
  app.get("/client", { config, schema: { tags, querystring: clientQuerySchema, response: { 200: clientSchema } } }, (req) =>
    service.get(tenantOf(req), req.query.clientId),
  );
  app.post(
    "/client/ids",
    { config, schema: { tags, body: clientIdsSchema, response: { 200: clientsResponseSchema } } },
    async (req) => ({
      clients: await service.getByIds(tenantOf(req), req.body.clientIds),
    }),
  );
  app.get(
    "/client/search",
    { config, schema: { tags, querystring: clientSearchQuerySchema, response: { 200: clientsResponseSchema } } },
    async (req) => ({ clients: await service.search(tenantOf(req), req.query.searchTerm, req.query.isArchived) }),
  );
  app.post(
    "/client/individual/create",
    { config, schema: { tags, body: individualClientCreateSchema, response: { 200: clientSchema } } },
    (req) => service.create(tenantOf(req), req.body),
  );
  app.post(
    "/client/individual/update",
    { config, schema: { tags, body: individualClientUpdateSchema, response: { 200: clientSchema } } },
    (req) => service.update(tenantOf(req), req.body.clientId, req.body),
  );
  app.post(
    "/client/professional/create",
    { config, schema: { tags, body: professionalClientCreateSchema, response: { 200: clientSchema } } },
    (req) => service.create(tenantOf(req), req.body),
  );
  app.post(
    "/client/professional/update",
    { config, schema: { tags, body: professionalClientUpdateSchema, response: { 200: clientSchema } } },
    (req) => service.update(tenantOf(req), req.body.clientId, req.body),
  );
  app.post(
    "/client/update/status",
    { config, schema: { tags, body: clientStatusUpdateSchema, response: { 200: clientSchema } } },
    (req) => service.updateStatus(tenantOf(req), req.body.clientId, req.body.status),
  );
  app.post(
    "/client/delete",
    { config, schema: { tags, body: clientDeleteSchema, response: { 200: clientIdsResponseSchema } } },
    async (req) => {
      await service.delete(tenantOf(req), req.body.clientId);
      return { clientIds: [req.body.clientId] };
    },
  );
  app.post(
    "/client/archive",
    { config, schema: { tags, body: clientArchiveSchema, response: { 200: clientIdsResponseSchema } } },
    async (req) => ({ clientIds: await service.archive(tenantOf(req), req.body.clientIds, req.body.isArchived) }),
  );
};
