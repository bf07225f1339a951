import { vendorsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { AddressSearchService } from "./address-search.service.ts";

/** GET /address/search?q: address autocompletion (not in the spec; see docs/decisions.md). Any logged-in user. */
export const addressSearchRoutes: FastifyPluginAsyncZod<{ service: AddressSearchService }> = async (app, { service }) => {
  app.get(
    routeUrl(routes.searchAddress),
    { config: { access: "user" }, schema: routeSchema(routes.searchAddress, ["address"]) },
    async (req) => ({ addresses: await service.search(req.query.q) }),
  );
};
