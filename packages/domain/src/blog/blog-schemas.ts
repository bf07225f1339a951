import { z } from "zod";
import { limitSchema, pageSchema } from "../paging/paging.ts";
import { optionalText, requiredText } from "../text/plain-text.ts";
import { blogMainCategories, blogSubCategories, isSubCategoryOf } from "./blog-categories.ts";
import { BLOG_LAST_ARTICLES_LIMIT, blogTargets, metaRobotsValues } from "./blog-constants.ts";

export const blogMessages = {
  titleRequired: "Le titre de l'article est requis.",
  slugInvalid: "L'adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.",
  slugTaken: "Cette adresse est déjà celle d'un autre article.",
  articleNotFound: "Article introuvable.",
  parentNotFound: "L'article parent est introuvable.",
  parentIsSelf: "Un article ne peut pas être son propre parent.",
  subCategoryMismatch: "La sous-catégorie n'appartient pas à la catégorie principale choisie.",
  mainCategoryRequired: "Choisissez une catégorie principale.",
  contentInvalid: "Le contenu de l'article est illisible.",
  urlInvalid: "Saisissez une adresse web complète (https://…).",
  platformInvalid: "Plateforme inconnue.",
  statusInvalid: "Statut inconnu.",
} as const;

/** Spec part 2 §4. A new article is a draft. */
export const blogArticleStatuses = ["DRAFT", "PUBLISHED", "ARCHIVED"] as const;
export type BlogArticleStatus = (typeof blogArticleStatuses)[number];

export {
  BLOG_LAST_ARTICLES_LIMIT,
  type BlogTarget,
  blogTargets,
  META_DESCRIPTION_HINT,
  META_TITLE_HINT,
  metaRobotsValues,
} from "./blog-constants.ts";

export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z
  .string()
  .trim()
  .min(1, blogMessages.slugInvalid)
  .max(120, blogMessages.slugInvalid)
  .regex(BLOG_SLUG, blogMessages.slugInvalid);
const httpUrl = z
  .string()
  .trim()
  .max(2000, blogMessages.urlInvalid)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || v.startsWith("/"), blogMessages.urlInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

/** A TipTap (ProseMirror) document as the editor produces it; its nodes are rendered on the server. */
export const tipTapDocSchema = z.looseObject({
  type: z.literal("doc", { error: blogMessages.contentInvalid }),
  content: z.array(z.unknown()).max(5000, blogMessages.contentInvalid).optional(),
});
export type TipTapDoc = z.infer<typeof tipTapDocSchema>;

const articleId = z.uuid({ error: blogMessages.articleNotFound });
const platform = z.enum(blogTargets, { error: blogMessages.platformInvalid });

/** The fields an administrator writes (create and update). */
export const blogArticleInputSchema = z
  .object({
    title: requiredText(200, blogMessages.titleRequired),
    slug: slug.optional().or(z.literal("").transform(() => undefined)),
    tipTapContent: tipTapDocSchema,
    excerpt: optionalText(500),
    featuredImage: httpUrl,
    featuredImageAlt: optionalText(200),
    tags: z.array(requiredText(50, blogMessages.titleRequired)).max(20).default([]),
    categories: z.array(z.enum(blogMainCategories)).max(6).default([]),
    metaTitle: optionalText(120),
    metaDescription: optionalText(320),
    seoKeywords: z.array(requiredText(50, blogMessages.titleRequired)).max(20).default([]),
    canonicalUrl: httpUrl,
    ogImage: httpUrl,
    metaRobots: z.enum(metaRobotsValues).default("index,follow"),
    locale: z
      .string()
      .regex(/^[a-z]{2}-[A-Z]{2}$/)
      .default("fr-FR"),
    parentId: articleId.nullish().transform((v) => v ?? null),
    order: z.coerce.number().int().min(0).max(100_000).default(0),
    isFeature: z.boolean().default(false),
    target: z.enum(blogTargets).default("cortege"),
    mainCategory: z.enum(blogMainCategories, { error: blogMessages.mainCategoryRequired }),
    subCategory: z
      .enum(blogSubCategories as [string, ...string[]])
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .refine((a) => a.subCategory === null || isSubCategoryOf(a.mainCategory, a.subCategory), {
    message: blogMessages.subCategoryMismatch,
    path: ["subCategory"],
  });
export type BlogArticleInput = z.input<typeof blogArticleInputSchema>;
export type BlogArticleFields = z.output<typeof blogArticleInputSchema>;

/** The article on the wire (spec part 2 §3 "Blog article"); `content` is the sanitised HTML. */
export const blogArticleSchema = z.object({
  articleId: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
  status: z.enum(blogArticleStatuses),
  authorId: z.string().nullable(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  readingTime: z.number(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  seoKeywords: z.array(z.string()),
  canonicalUrl: z.string().nullable(),
  ogImage: z.string().nullable(),
  metaRobots: z.string(),
  locale: z.string(),
  parentId: z.string().nullable(),
  order: z.number(),
  isFeature: z.boolean(),
  target: z.enum(blogTargets),
  mainCategory: z.enum(blogMainCategories),
  subCategory: z.string().nullable(),
  createdAt: z.string(),
  tipTapContent: z.unknown(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

// ——— Search service (spec part 2 §7 "Blog") ———
export const getLastBlogArticlesSchema = z.object({
  platform,
  limit: z.coerce.number().int().min(1).max(50).default(BLOG_LAST_ARTICLES_LIMIT),
});
export const getBlogArticleBySlugSchema = z.object({ platform, slug: z.string().trim().min(1).max(120) });
export const blogArticleListSchema = z.object({ articles: z.array(blogArticleSchema) });

// ——— Authoring (admin) ———
export const adminBlogListQuerySchema = z
  .object({
    status: z.enum(blogArticleStatuses, { error: blogMessages.statusInvalid }).optional(),
    search: z.string().trim().max(100).optional(),
    page: pageSchema,
    limit: limitSchema,
  })
  .strict();
export const adminBlogSummarySchema = blogArticleSchema.pick({
  articleId: true,
  title: true,
  slug: true,
  status: true,
  target: true,
  mainCategory: true,
  isFeature: true,
  publishedAt: true,
  updatedAt: true,
});
export const adminBlogListResponseSchema = z.object({
  articles: z.array(adminBlogSummarySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const adminBlogArticleQuerySchema = z.object({ articleId }).strict();
export const adminBlogCreateSchema = blogArticleInputSchema;
export const adminBlogUpdateSchema = z.object({ articleId, article: blogArticleInputSchema }).strict();
export const adminBlogStatusSchema = z
  .object({ articleId, status: z.enum(blogArticleStatuses, { error: blogMessages.statusInvalid }) })
  .strict();
export const adminBlogPreviewSchema = z.object({ tipTapContent: tipTapDocSchema }).strict();
export const adminBlogPreviewResponseSchema = z.object({ html: z.string(), readingTime: z.number() });

/** A slug from a title: lower case, accents dropped, words joined by dashes. */
export function slugifyTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}
