import { type BlogMainCategory, blogMainCategories, blogMainCategoryLabels } from "@cortege/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import type { ShowcaseAssets } from "../public-showcase/showcase-assets.ts";
import { renderNoticePage } from "../public-showcase/showcase-page.html.ts";
import type { BlogService } from "./blog.service.ts";
import { renderArticle, renderBlogList, renderRss, renderSitemap } from "./blog-page.html.ts";

const config = { access: "public" as const };
// As the showcase pages: caches keep a page a minute, then ask again (an edit shows within a minute).
const PAGE_CACHE = "public, max-age=60";
const slugParams = z.object({ slug: z.string().max(200) });
// The library is a vendor's media library (not a tenant of this public route: no vendor is acting here).
const imageParams = z.object({ library: z.uuid(), fileId: z.uuid(), variant: z.enum(["large", "thumbnail"]) });

type Options = { service: BlogService; assets: ShowcaseAssets; publicUrl?: string | undefined };

/** The public blog, server-rendered in French under /blog: no JavaScript, the showcase's stylesheet. */
export const blogPagesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, assets, publicUrl }) => {
  const baseOf = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.header("Cache-Control", PAGE_CACHE).type(type).send(body);

  // An article's images may live on another https site (its cover, its Open Graph image): these pages alone widen
  // img-src to https; scripts stay 'self' (the pages have none) like everywhere else.
  app.addHook("onSend", async (_request, reply, payload) => {
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string")
      reply.header("content-security-policy", csp.replace(/img-src [^;]*/, "img-src 'self' data: https:"));
    return payload;
  });

  // Browsers get a French HTML page; API clients (and the fuzzing harness) the wire error shape.
  app.setErrorHandler((error, request, reply) => {
    const wantsHtml = (request.headers.accept ?? "").includes("text/html");
    if (!wantsHtml || !(error instanceof AppError) || error.statusCode !== 404) throw error;
    const page = renderNoticePage({
      title: "Article introuvable",
      message: "Cet article n'existe pas ou n'est plus en ligne.",
      assets: assets.page,
    });
    return reply.status(404).header("Cache-Control", "no-store").type("text/html; charset=utf-8").send(page);
  });

  app.get("/blog", { config, schema: { hide: true } }, async (request, reply) => {
    const articles = await service.latestForPages();
    const body = renderBlogList({
      title: "Le blog",
      intro: "Conseils, inspiration et organisation : les articles de Cortège pour les mariages et les événements.",
      articles,
      canonical: `${baseOf(request)}/blog`,
      assets: assets.page,
    });
    return send(reply, "text/html; charset=utf-8", body);
  });

  // An article's picture from the media library (WebP variant); a file no article shows is a 404.
  app.get(
    "/blog/medias/:library/:fileId/:variant",
    { config, schema: { hide: true, params: imageParams } },
    async (request, reply) => {
      const { library, fileId, variant } = request.params;
      const bytes = await service.image(library, fileId, variant);
      return reply.header("Cache-Control", "public, max-age=86400").type("image/webp").send(bytes);
    },
  );

  app.get("/blog/sitemap.xml", { config, schema: { hide: true } }, async (request, reply) =>
    send(reply, "application/xml; charset=utf-8", renderSitemap(baseOf(request), await service.sitemapEntries())),
  );

  app.get("/blog/rss.xml", { config, schema: { hide: true } }, async (request, reply) =>
    send(reply, "application/rss+xml; charset=utf-8", renderRss(baseOf(request), await service.latestForPages())),
  );

  app.get("/blog/categorie/:slug", { config, schema: { hide: true, params: slugParams } }, async (request, reply) => {
    const { slug } = request.params;
    if (!(blogMainCategories as readonly string[]).includes(slug)) throw new AppError(404, "NOT_FOUND", "Catégorie introuvable.");
    const label = blogMainCategoryLabels[slug as BlogMainCategory];
    const body = renderBlogList({
      title: label,
      intro: `Les articles de la catégorie « ${label} ».`,
      articles: await service.inCategory(slug),
      canonical: `${baseOf(request)}/blog/categorie/${slug}`,
      assets: assets.page,
    });
    return send(reply, "text/html; charset=utf-8", body);
  });

  app.get("/blog/:slug", { config, schema: { hide: true, params: slugParams } }, async (request, reply) => {
    const article = await service.articleBySlug(null, request.params.slug);
    return send(reply, "text/html; charset=utf-8", renderArticle(article, { base: baseOf(request), assets: assets.page }));
  });
};
