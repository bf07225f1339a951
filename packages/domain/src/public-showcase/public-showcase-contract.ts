import { route } from "../routes/route-contract.ts";
import { vendorSchema } from "../vendors/vendor-schemas.ts";
import { publishSchema } from "./publication.ts";
import { showcaseViewsQuerySchema, showcaseViewsResponseSchema } from "./showcase-views.ts";

/**
 * The public-showcase module's JSON routes: publishing the showcase and reading its views. Its public pages
 * (/prestataires/…: HTML, images, the urlencoded request form, stylesheet and fonts) are not JSON calls.
 */
export const publicShowcaseContract = {
  publish: route({ method: "POST", path: "vendor/publish", body: publishSchema, response: vendorSchema }),
  views: route({
    method: "GET",
    path: "vendor/showcase/views",
    query: showcaseViewsQuerySchema,
    response: showcaseViewsResponseSchema,
  }),
} as const;
