import { blogContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { BlogService } from "./blog.service.ts";

const tags = ["search"];
const config = { access: "public" as const };

/** The search (blog) service, mounted at /api/search (ARCHITECTURE.md): published articles only. */
export const searchRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  app.post(
    routeUrl(routes.lastArticles),
    { config, schema: routeSchema(routes.lastArticles, tags) },
    // Sent as the cached JSON text: Fastify passes a string with a JSON type through as is. Its shape is the
    // response schema's (the same repository rows); the schema stays for the API docs.
    async (req, reply) => {
      const json = await service.lastArticlesJson(req.body.platform, req.body.limit);
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );
  app.post(routeUrl(routes.articleBySlug), { config, schema: routeSchema(routes.articleBySlug, tags) }, (req) =>
    service.articleBySlug(req.body.platform, req.body.slug),
  );
};
