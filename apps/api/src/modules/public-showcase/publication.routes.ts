import { publishSchema, vendorSchema } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { PublicationService } from "./publication.service.ts";

export const publicationRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<PublicationService> }> = async (
  app,
  { service },
) => {
  app.post(
    "/vendor/publish",
    { config: { access: "vendor" }, schema: { tags: ["vendor"], body: publishSchema, response: { 200: vendorSchema } } },
    (req) => service.publish(tenantOf(req), req.body.isPublished),
  );
};
