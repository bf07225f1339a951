import { marketplaceKeys, marketplaceRoutesByKey, marketplacesContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { MarketplacesService } from "./marketplaces.service.ts";

const tags = ["messaging"];
const config = { access: "vendor" as const };

/**
 * The marketplace calls of the messaging service (part 1 §7: login, change-status, list with page,
 * conversation, send-message per marketplace), under /api/messaging/marketplace-a/… and …/marketplace-b/…
 * (the spec does not show their paths), and the vendor's connections under /api/messaging/marketplaces.
 */
export const marketplacesRoutes: FastifyPluginAsyncZod<{ service: MarketplacesService }> = async (app, { service }) => {
  app.get(routeUrl(routes.connections), { config, schema: routeSchema(routes.connections, tags) }, (req) =>
    service.connections(tenantOf(req)),
  );
  for (const mk of marketplaceKeys) {
    const r = marketplaceRoutesByKey[mk];
    app.post(routeUrl(r.login), { config, schema: routeSchema(r.login, tags) }, (req) =>
      service.login(tenantOf(req), mk, withoutVendorId(req.body)),
    );
    app.post(routeUrl(r.disconnect), { config, schema: routeSchema(r.disconnect, tags) }, (req) =>
      service.disconnect(tenantOf(req), mk),
    );
    app.get(routeUrl(r.list), { config, schema: routeSchema(r.list, tags) }, (req) =>
      service.list(tenantOf(req), mk, req.query.page),
    );
    app.get(routeUrl(r.conversation), { config, schema: routeSchema(r.conversation, tags) }, (req) =>
      service.conversation(tenantOf(req), mk, req.query.clientId, req.query.eventId),
    );
    app.post(routeUrl(r.sendMessage), { config, schema: routeSchema(r.sendMessage, tags) }, (req) =>
      service.send(tenantOf(req), mk, withoutVendorId(req.body)),
    );
    app.post(routeUrl(r.changeStatus), { config, schema: routeSchema(r.changeStatus, tags) }, (req) =>
      service.changeStatus(tenantOf(req), mk, withoutVendorId(req.body)),
    );
  }
};
