import { publicShowcaseContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { PublicationService } from "./publication.service.ts";

export const publicationRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<PublicationService> }> = async (
  app,
  { service },
) => {
  app.post(routeUrl(routes.publish), { config: { access: "vendor" }, schema: routeSchema(routes.publish, ["vendor"]) }, (req) =>
    service.publish(tenantOf(req), req.body.isPublished),
  );
};
