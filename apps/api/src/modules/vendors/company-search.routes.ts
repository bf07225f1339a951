import { vendorsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { CompanySearchService } from "./company-search.service.ts";

/**
 * GET /vendor/search/company?search (part 1 §7). Any logged-in user: the register is public, and the
 * company is searched before the vendor exists (vendor/create takes it).
 */
export const companySearchRoutes: FastifyPluginAsyncZod<{ service: CompanySearchService }> = async (app, { service }) => {
  app.get(
    routeUrl(routes.searchCompany),
    { config: { access: "user" }, schema: routeSchema(routes.searchCompany, ["vendor"]) },
    async (req) => ({ companies: await service.search(req.query.search) }),
  );
};
