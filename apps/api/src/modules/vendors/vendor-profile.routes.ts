import {
  logoUpdateSchema,
  receptionVenueUpdateSchema,
  vendorCompanySchema,
  vendorCompanyUpdateSchema,
  vendorContactQuerySchema,
  vendorContactResponseSchema,
  vendorIdQuerySchema,
  vendorSchema,
  vendorSearchResponseSchema,
  vendorSearchSchema,
  vendorUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { VendorProfileService } from "./vendor-profile.service.ts";

const tags = ["vendor"];
const config = { access: "vendor" as const };

export const vendorProfileRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<VendorProfileService, "search"> }> = async (
  app,
  { service },
) => {
  app.post("/vendor/update", { config, schema: { tags, body: vendorUpdateSchema, response: { 200: vendorSchema } } }, (req) =>
    service.update(tenantOf(req), withoutVendorId(req.body)),
  );
  app.post(
    "/vendor/reception-venue/update",
    { config, schema: { tags, body: receptionVenueUpdateSchema, response: { 200: vendorSchema } } },
    (req) => service.updateReceptionVenue(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(
    "/vendor/company",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: vendorCompanySchema } } },
    (req) => service.getCompany(tenantOf(req)),
  );
  app.post(
    "/vendor/company/update",
    { config, schema: { tags, body: vendorCompanyUpdateSchema, response: { 200: vendorCompanySchema } } },
    (req) => service.updateCompany(tenantOf(req), req.body.company),
  );
  app.post("/vendor/logo/update", { config, schema: { tags, body: logoUpdateSchema, response: { 200: vendorSchema } } }, (req) =>
    service.updateLogo(tenantOf(req), req.body.logo),
  );
  app.get(
    "/vendor/contact",
    { config, schema: { tags, querystring: vendorContactQuerySchema, response: { 200: vendorContactResponseSchema } } },
    (req) => service.contact(tenantOf(req), req.query.isVerified ?? false),
  );
  // Any signed-in user looks for published vendors (to link one to an event): public showcase data only.
  app.post(
    "/vendor/search",
    { config: { access: "user" }, schema: { tags, body: vendorSearchSchema, response: { 200: vendorSearchResponseSchema } } },
    async (req) => ({ vendors: await service.search(req.body.searchTerm, req.body.vendorType) }),
  );
};
