import { route } from "../routes/route-contract.ts";
import {
  adminBlogArticleQuerySchema,
  adminBlogCreateSchema,
  adminBlogListQuerySchema,
  adminBlogListResponseSchema,
  adminBlogPreviewResponseSchema,
  adminBlogPreviewSchema,
  adminBlogStatusSchema,
  adminBlogUpdateSchema,
  blogArticleListSchema,
  blogArticleSchema,
  getBlogArticleBySlugSchema,
  getLastBlogArticlesSchema,
} from "./blog-schemas.ts";

/**
 * The blog module's JSON routes: authoring under admin/blog (main service) and the published articles on the
 * search service (its paths relative to /api/search). The public pages (/blog…: HTML, images, sitemap, RSS)
 * are not JSON calls.
 */
export const blogContract = {
  adminList: route({
    method: "GET",
    path: "admin/blog/articles",
    query: adminBlogListQuerySchema,
    response: adminBlogListResponseSchema,
  }),
  adminGet: route({ method: "GET", path: "admin/blog/article", query: adminBlogArticleQuerySchema, response: blogArticleSchema }),
  create: route({ method: "POST", path: "admin/blog/article/create", body: adminBlogCreateSchema, response: blogArticleSchema }),
  update: route({ method: "POST", path: "admin/blog/article/update", body: adminBlogUpdateSchema, response: blogArticleSchema }),
  setStatus: route({
    method: "POST",
    path: "admin/blog/article/status",
    body: adminBlogStatusSchema,
    response: blogArticleSchema,
  }),
  preview: route({
    method: "POST",
    path: "admin/blog/preview",
    body: adminBlogPreviewSchema,
    response: adminBlogPreviewResponseSchema,
  }),
  lastArticles: route({
    method: "POST",
    path: "getLastBlogArticles",
    body: getLastBlogArticlesSchema,
    response: blogArticleListSchema,
  }),
  articleBySlug: route({
    method: "POST",
    path: "getBlogArticleBySlug",
    body: getBlogArticleBySlugSchema,
    response: blogArticleSchema,
  }),
} as const;
