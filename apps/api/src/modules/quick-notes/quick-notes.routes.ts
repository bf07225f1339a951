import { quickNotesContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { QuickNotesService } from "./quick-notes.service.ts";

const tags = ["quick-note"];
const config = { access: "vendor" as const };

export const quickNotesRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<QuickNotesService> }> = async (app, { service }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, (req) =>
    service.list(tenantOf(req), req.query.clientId, req.query.nextPage),
  );
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.quickNoteId),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), req.body.clientId, req.body.content),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(tenantOf(req), req.body.quickNoteId, req.body.content),
  );
  app.post(routeUrl(routes.delete), { config, schema: routeSchema(routes.delete, tags) }, async (req) => {
    await service.delete(tenantOf(req), req.body.quickNoteId);
    return { quickNoteId: req.body.quickNoteId };
  });
};
