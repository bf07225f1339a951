import { vendorProfileContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { VendorProfileService } from "./vendor-profile.service.ts";

const tags = ["vendor"];
const config = { access: "vendor" as const };

export const vendorProfileRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<VendorProfileService, "search"> }> = async (
  app,
  { service },
) => {
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(tenantOf(req), withoutVendorId(req.body)),
  );
  app.post(routeUrl(routes.updateReceptionVenue), { config, schema: routeSchema(routes.updateReceptionVenue, tags) }, (req) =>
    service.updateReceptionVenue(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(routeUrl(routes.company), { config, schema: routeSchema(routes.company, tags) }, (req) =>
    service.getCompany(tenantOf(req)),
  );
  app.post(routeUrl(routes.updateCompany), { config, schema: routeSchema(routes.updateCompany, tags) }, (req) =>
    service.updateCompany(tenantOf(req), req.body.company),
  );
  app.post(routeUrl(routes.updateLogo), { config, schema: routeSchema(routes.updateLogo, tags) }, (req) =>
    service.updateLogo(tenantOf(req), req.body.logo),
  );
  app.get(routeUrl(routes.contact), { config, schema: routeSchema(routes.contact, tags) }, (req) =>
    service.contact(tenantOf(req), req.query.isVerified ?? false),
  );
  // Any signed-in user looks for published vendors (to link one to an event): public showcase data only.
  app.post(routeUrl(routes.search), { config: { access: "user" }, schema: routeSchema(routes.search, tags) }, async (req) => ({
    vendors: await service.search(req.body.searchTerm, req.body.vendorType),
  }));
};
