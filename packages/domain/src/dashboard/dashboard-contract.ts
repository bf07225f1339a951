import { route } from "../routes/route-contract.ts";
import {
  eventsStatsQuerySchema,
  eventsStatsResponseSchema,
  pendingDocumentsQuerySchema,
  pendingDocumentsResponseSchema,
  revenueQuerySchema,
  revenueResponseSchema,
  showcaseCountQuerySchema,
  showcaseCountResponseSchema,
} from "./dashboard-schemas.ts";

/** The dashboard module's routes: the API registers these schemas, the web types its calls with them. */
export const dashboardContract = {
  showcaseCount: route({
    method: "GET",
    path: "dashboard/showcase-count",
    query: showcaseCountQuerySchema,
    response: showcaseCountResponseSchema,
  }),
  ca: route({ method: "GET", path: "dashboard/ca", query: revenueQuerySchema, response: revenueResponseSchema }),
  eventsStats: route({
    method: "GET",
    path: "dashboard/events-stats",
    query: eventsStatsQuerySchema,
    response: eventsStatsResponseSchema,
  }),
  pendingDocuments: route({
    method: "GET",
    path: "dashboard/pending-documents",
    query: pendingDocumentsQuerySchema,
    response: pendingDocumentsResponseSchema,
  }),
} as const;
