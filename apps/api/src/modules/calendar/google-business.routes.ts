import {
  googleBusinessLocationsResponseSchema,
  googleBusinessReviewsQuerySchema,
  googleBusinessReviewsResponseSchema,
  googleReviewReplyResponseSchema,
  googleReviewReplySchema,
  googleVendorQuerySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { GoogleBusinessService } from "./google-business.service.ts";

const tags = ["vendor", "google"];
const config = { access: "vendor" as const };

/** Part 1 §7 Vendor: google-business-locations and google-business-reviews, and the reply under a review. */
export const googleBusinessRoutes: FastifyPluginAsyncZod<{ service: GoogleBusinessService }> = async (app, { service }) => {
  app.get(
    "/vendor/google-business-locations",
    {
      config,
      schema: { tags, querystring: googleVendorQuerySchema, response: { 200: googleBusinessLocationsResponseSchema } },
    },
    async (req) => ({ locations: await service.locations(tenantOf(req)) }),
  );
  app.get(
    "/vendor/google-business-reviews",
    {
      config,
      schema: { tags, querystring: googleBusinessReviewsQuerySchema, response: { 200: googleBusinessReviewsResponseSchema } },
    },
    (req) => service.reviews(tenantOf(req), req.query.location),
  );
  app.post(
    "/vendor/google-business-reviews/reply",
    { config, schema: { tags, body: googleReviewReplySchema, response: { 200: googleReviewReplyResponseSchema } } },
    (req) => service.reply(tenantOf(req), req.body.review, req.body.comment),
  );
};
