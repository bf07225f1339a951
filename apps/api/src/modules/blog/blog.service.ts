import {
  type BlogArticle,
  type BlogArticleFields,
  type BlogArticleStatus,
  type BlogTarget,
  blogMessages,
  commonErrorCodes,
  readingTimeOf,
  slugifyTitle,
  tipTapText,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { MediaLibraryService } from "../media-library/media-library.service.ts";
import { objectKeys } from "../media-library/storage-keys.ts";
import { createBlogRepository } from "./blog.repository.ts";
import { articleHtmlOf } from "./tiptap-html.ts";

/** The most articles a public list or a sitemap shows: nothing loads an unbounded list. */
const PUBLIC_LIST_LIMIT = 50;
const SITEMAP_LIMIT = 5000;

const missing = () => notFound(blogMessages.articleNotFound);

/** Published articles for readers, and the authoring use cases of administrators. */
/** How long a last-articles answer is reused: the showcase page's figure (an edit shows within 10 s anywhere). */
const LAST_ARTICLES_TTL_MS = 10_000;

/** An article's picture from the media library: /blog/medias/<vendorId>/<fileId>/<large|thumbnail>. */
export const blogImagePath = (vendorId: string, fileId: string, variant: "large" | "thumbnail") =>
  `/blog/medias/${vendorId}/${fileId}/${variant}`;
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

type Deps = {
  db: Db;
  now?: () => number;
  /** Articles' pictures are the administrator's media library photos (the « Médias » folder). */
  media?: Pick<MediaLibraryService, "readyFileIn">;
  storage?: Pick<Storage, "read">;
};

export function createBlogService({ db, now = Date.now, media, storage }: Deps) {
  const repo = createBlogRepository(db);
  // The search service's hot call, kept serialised per platform and limit; this process' own writes clear it.
  const lastCache = new Map<string, { at: number; json: string }>();
  const forget = <T>(value: T): T => {
    lastCache.clear();
    return value;
  };

  /** Slug, HTML, reading time and parent checked or computed from what the administrator typed. */
  async function valuesOf(fields: BlogArticleFields, articleId: string | null) {
    const slug = fields.slug ?? slugifyTitle(fields.title);
    if (!slug) throw badRequest(commonErrorCodes.VALIDATION_FAILED, blogMessages.slugInvalid);
    if (await repo.slugTaken(slug, articleId)) throw new AppError(409, "BLOG_SLUG_TAKEN", blogMessages.slugTaken);
    if (fields.parentId !== null) {
      if (fields.parentId === articleId) throw badRequest(commonErrorCodes.VALIDATION_FAILED, blogMessages.parentIsSelf);
      if (!(await repo.get(fields.parentId))) throw badRequest(commonErrorCodes.VALIDATION_FAILED, blogMessages.parentNotFound);
    }
    const categories = [...new Set([fields.mainCategory, ...fields.categories])];
    return {
      title: fields.title,
      slug,
      tiptapContent: fields.tipTapContent,
      contentHtml: articleHtmlOf(fields.tipTapContent),
      readingTime: readingTimeOf(tipTapText(fields.tipTapContent)),
      excerpt: fields.excerpt,
      featuredImage: fields.featuredImage,
      featuredImageAlt: fields.featuredImageAlt,
      tags: fields.tags,
      categories,
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      seoKeywords: fields.seoKeywords,
      canonicalUrl: fields.canonicalUrl,
      ogImage: fields.ogImage,
      metaRobots: fields.metaRobots,
      locale: fields.locale,
      parentId: fields.parentId,
      order: fields.order,
      isFeature: fields.isFeature,
      target: fields.target,
      mainCategory: fields.mainCategory,
      subCategory: fields.subCategory,
    };
  }

  return {
    // ——— Readers ———
    lastArticles: (platform: BlogTarget | null, limit: number) => repo.lastPublished(platform, limit),
    /** getLastBlogArticles' answer as JSON text `{articles}`, from the cache when it is fresh. */
    async lastArticlesJson(platform: BlogTarget, limit: number): Promise<string> {
      const key = `${platform}:${limit}`;
      const cached = lastCache.get(key);
      if (cached && now() - cached.at < LAST_ARTICLES_TTL_MS) return cached.json;
      const json = JSON.stringify({ articles: await repo.lastPublished(platform, limit) });
      lastCache.set(key, { at: now(), json });
      return json;
    },
    async articleBySlug(platform: BlogTarget | null, slug: string): Promise<BlogArticle> {
      const article = await repo.publishedBySlug(slug, platform);
      if (!article) throw missing();
      return article;
    },
    inCategory: (category: string) => repo.publishedInCategory(category, PUBLIC_LIST_LIMIT),
    latestForPages: () => repo.lastPublished(null, PUBLIC_LIST_LIMIT),
    sitemapEntries: () => repo.publishedSlugs(SITEMAP_LIMIT),

    // ——— Authoring (administrators) ———
    list: (filter: { status?: BlogArticleStatus | undefined; search?: string | undefined }, page: number, limit: number) =>
      repo.list(filter, page, limit),
    async get(articleId: string): Promise<BlogArticle> {
      const article = await repo.get(articleId);
      if (!article) throw missing();
      return article;
    },
    async create(authorId: string, fields: BlogArticleFields): Promise<BlogArticle> {
      return forget(await repo.insert({ ...(await valuesOf(fields, null)), authorId, status: "DRAFT" }));
    },
    async update(articleId: string, fields: BlogArticleFields): Promise<BlogArticle> {
      if (!(await repo.get(articleId))) throw missing();
      const updated = await repo.update(articleId, await valuesOf(fields, articleId));
      if (!updated) throw missing();
      return forget(updated);
    },
    /** The first publication dates the article; publishing it again after an archive keeps that date. */
    async setStatus(articleId: string, status: BlogArticleStatus): Promise<BlogArticle> {
      const current = await repo.get(articleId);
      if (!current) throw missing();
      const publishedAt = status === "PUBLISHED" && !current.publishedAt ? new Date() : undefined;
      const updated = await repo.update(articleId, { status, ...(publishedAt ? { publishedAt } : {}) });
      if (!updated) throw missing();
      return forget(updated);
    },
    /**
     * The bytes of a media library picture an article shows. Only a photo some article references is
     * served (the address is put there by an administrator's picker), so this never opens a vendor's
     * library to the public; any other address is a 404.
     */
    async image(vendorId: string, fileId: string, variant: "large" | "thumbnail"): Promise<Buffer> {
      const gone = () => notFound("Image introuvable.");
      if (!media || !storage) throw gone();
      const shown =
        (await repo.showsImage(blogImagePath(vendorId, fileId, "large"))) ||
        (await repo.showsImage(blogImagePath(vendorId, fileId, "thumbnail")));
      const file = shown ? await media.readyFileIn(vendorId, fileId, ["Medias"]) : undefined;
      if (!file?.hasVariants) throw gone();
      return storage.read(objectKeys(file.keyPrefix)[variant], MAX_IMAGE_BYTES).catch(() => {
        throw gone();
      });
    },
    preview(doc: unknown) {
      return { html: articleHtmlOf(doc), readingTime: readingTimeOf(tipTapText(doc)) };
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
