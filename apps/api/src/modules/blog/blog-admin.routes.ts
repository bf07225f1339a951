import {
  adminBlogArticleQuerySchema,
  adminBlogCreateSchema,
  adminBlogListQuerySchema,
  adminBlogListResponseSchema,
  adminBlogPreviewResponseSchema,
  adminBlogPreviewSchema,
  adminBlogStatusSchema,
  adminBlogUpdateSchema,
  blogArticleSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { BlogService } from "./blog.service.ts";

const tags = ["admin", "blog"];
const config = { access: "admin" as const };

/** Authoring, under /api/admin/blog (registered inside the admin scope: audited, role re-checked). */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  app.get(
    "/admin/blog/articles",
    { config, schema: { tags, querystring: adminBlogListQuerySchema, response: { 200: adminBlogListResponseSchema } } },
    async (req) => {
      const { status, search, page, limit } = req.query;
      const result = await service.list({ status, search }, page, limit);
      return { ...result, page, limit };
    },
  );
  app.get(
    "/admin/blog/article",
    { config, schema: { tags, querystring: adminBlogArticleQuerySchema, response: { 200: blogArticleSchema } } },
    (req) => service.get(req.query.articleId),
  );
  app.post(
    "/admin/blog/article/create",
    { config, schema: { tags, body: adminBlogCreateSchema, response: { 200: blogArticleSchema } } },
    (req) => service.create(req.auth?.userId as string, req.body),
  );
  app.post(
    "/admin/blog/article/update",
    { config, schema: { tags, body: adminBlogUpdateSchema, response: { 200: blogArticleSchema } } },
    (req) => service.update(req.body.articleId, req.body.article),
  );
  app.post(
    "/admin/blog/article/status",
    { config, schema: { tags, body: adminBlogStatusSchema, response: { 200: blogArticleSchema } } },
    (req) => service.setStatus(req.body.articleId, req.body.status),
  );
  app.post(
    "/admin/blog/preview",
    { config, schema: { tags, body: adminBlogPreviewSchema, response: { 200: adminBlogPreviewResponseSchema } } },
    (req) => service.preview(req.body.tipTapContent),
  );
};
