import { companySearchQuerySchema, companySearchResponseSchema } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CompanySearchService } from "./company-search.service.ts";

/**
 * GET /vendor/search/company?search (part 1 §7). Any logged-in user: the register is public, and the
 * company is searched before the vendor exists (vendor/create takes it).
 */
export const companySearchRoutes: FastifyPluginAsyncZod<{ service: CompanySearchService }> = async (app, { service }) => {
  app.get(
    "/vendor/search/company",
    {
      config: { access: "user" },
      schema: { tags: ["vendor"], querystring: companySearchQuerySchema, response: { 200: companySearchResponseSchema } },
    },
    async (req) => ({ companies: await service.search(req.query.search) }),
  );
};
