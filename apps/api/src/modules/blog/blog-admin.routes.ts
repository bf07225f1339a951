import { blogContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { BlogService } from "./blog.service.ts";

const tags = ["admin", "blog"];
const config = { access: "admin" as const };

/** Authoring, under /api/admin/blog (registered inside the admin scope: audited, role re-checked). */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  app.get(routeUrl(routes.adminList), { config, schema: routeSchema(routes.adminList, tags) }, async (req) => {
    const { status, search, page, limit } = req.query;
    const result = await service.list({ status, search }, page, limit);
    return { ...result, page, limit };
  });
  app.get(routeUrl(routes.adminGet), { config, schema: routeSchema(routes.adminGet, tags) }, (req) =>
    service.get(req.query.articleId),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(req.auth?.userId as string, req.body),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(req.body.articleId, req.body.article),
  );
  app.post(routeUrl(routes.setStatus), { config, schema: routeSchema(routes.setStatus, tags) }, (req) =>
    service.setStatus(req.body.articleId, req.body.status),
  );
  app.post(routeUrl(routes.preview), { config, schema: routeSchema(routes.preview, tags) }, (req) =>
    service.preview(req.body.tipTapContent),
  );
};
