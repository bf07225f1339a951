import { calendarContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { GoogleBusinessService } from "./google-business.service.ts";

const tags = ["vendor", "google"];
const config = { access: "vendor" as const };

/** Part 1 §7 Vendor: google-business-locations and google-business-reviews, and the reply under a review. */
export const googleBusinessRoutes: FastifyPluginAsyncZod<{ service: GoogleBusinessService }> = async (app, { service }) => {
  app.get(routeUrl(routes.businessLocations), { config, schema: routeSchema(routes.businessLocations, tags) }, async (req) => ({
    locations: await service.locations(tenantOf(req)),
  }));
  app.get(routeUrl(routes.businessReviews), { config, schema: routeSchema(routes.businessReviews, tags) }, (req) =>
    service.reviews(tenantOf(req), req.query.location),
  );
  app.post(routeUrl(routes.replyReview), { config, schema: routeSchema(routes.replyReview, tags) }, (req) =>
    service.reply(tenantOf(req), req.body.review, req.body.comment),
  );
};
