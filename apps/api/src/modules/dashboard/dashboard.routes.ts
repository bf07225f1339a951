import { dashboardContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { DashboardService } from "./dashboard.service.ts";

const tags = ["dashboard"];
const config = { access: "vendor" as const };

/** Part 2 §7 Dashboard: showcase-count, ca, events-stats; pending-documents feeds the home screen. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DashboardService> }> = async (app, { service }) => {
  app.get(routeUrl(routes.showcaseCount), { config, schema: routeSchema(routes.showcaseCount, tags) }, (req) =>
    service.showcaseCount(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.ca), { config, schema: routeSchema(routes.ca, tags) }, (req) =>
    service.revenue(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.eventsStats), { config, schema: routeSchema(routes.eventsStats, tags) }, (req) =>
    service.eventsStats(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.pendingDocuments), { config, schema: routeSchema(routes.pendingDocuments, tags) }, (req) =>
    service.pendingDocuments(tenantOf(req)),
  );
};
