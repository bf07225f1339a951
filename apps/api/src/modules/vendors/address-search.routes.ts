import { addressSearchQuerySchema, addressSearchResponseSchema } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AddressSearchService } from "./address-search.service.ts";

/** GET /address/search?q: address autocompletion (not in the spec; see docs/decisions.md). Any logged-in user. */
export const addressSearchRoutes: FastifyPluginAsyncZod<{ service: AddressSearchService }> = async (app, { service }) => {
  app.get(
    "/address/search",
    {
      config: { access: "user" },
      schema: { tags: ["address"], querystring: addressSearchQuerySchema, response: { 200: addressSearchResponseSchema } },
    },
    async (req) => ({ addresses: await service.search(req.query.q) }),
  );
};
