import {
  eventsStatsQuerySchema,
  eventsStatsResponseSchema,
  pendingDocumentsQuerySchema,
  pendingDocumentsResponseSchema,
  revenueQuerySchema,
  revenueResponseSchema,
  showcaseCountQuerySchema,
  showcaseCountResponseSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { DashboardService } from "./dashboard.service.ts";

const tags = ["dashboard"];
const config = { access: "vendor" as const };

/** Part 2 §7 Dashboard: showcase-count, ca, events-stats; pending-documents feeds the home screen. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DashboardService> }> = async (app, { service }) => {
  app.get(
    "/dashboard/showcase-count",
    { config, schema: { tags, querystring: showcaseCountQuerySchema, response: { 200: showcaseCountResponseSchema } } },
    (req) => service.showcaseCount(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/dashboard/ca",
    { config, schema: { tags, querystring: revenueQuerySchema, response: { 200: revenueResponseSchema } } },
    (req) => service.revenue(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/dashboard/events-stats",
    { config, schema: { tags, querystring: eventsStatsQuerySchema, response: { 200: eventsStatsResponseSchema } } },
    (req) => service.eventsStats(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/dashboard/pending-documents",
    { config, schema: { tags, querystring: pendingDocumentsQuerySchema, response: { 200: pendingDocumentsResponseSchema } } },
    (req) => service.pendingDocuments(tenantOf(req)),
  );
};
