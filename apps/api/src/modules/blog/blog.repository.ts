import type { BlogArticle, BlogArticleStatus, BlogMainCategory, BlogTarget } from "@cortege/domain";
import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { blogArticles } from "../../db/schema/index.ts";
import type { Db } from "../../platform/db/database.ts";

type Row = typeof blogArticles.$inferSelect;
export type ArticleValues = Omit<typeof blogArticles.$inferInsert, "id" | "createdAt" | "updatedAt">;

export const toArticle = (row: Row): BlogArticle => ({
  articleId: row.id,
  title: row.title,
  slug: row.slug,
  content: row.contentHtml,
  excerpt: row.excerpt,
  featuredImage: row.featuredImage,
  featuredImageAlt: row.featuredImageAlt,
  status: row.status as BlogArticleStatus,
  authorId: row.authorId,
  tags: row.tags,
  categories: row.categories,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  readingTime: row.readingTime,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  seoKeywords: row.seoKeywords,
  canonicalUrl: row.canonicalUrl,
  ogImage: row.ogImage,
  metaRobots: row.metaRobots,
  locale: row.locale,
  parentId: row.parentId,
  order: row.order,
  isFeature: row.isFeature,
  target: row.target as BlogTarget,
  mainCategory: row.mainCategory as BlogMainCategory,
  subCategory: row.subCategory,
  createdAt: row.createdAt.toISOString(),
  tipTapContent: row.tiptapContent,
});

const published = eq(blogArticles.status, "PUBLISHED");
const newestFirst = [desc(blogArticles.isFeature), desc(blogArticles.publishedAt), asc(blogArticles.order)];

export function createBlogRepository(db: Db) {
  return {
    /** Published articles of one audience, featured first then newest (index blog_articles_published_idx). */
    async lastPublished(target: BlogTarget | null, limit: number): Promise<BlogArticle[]> {
      const rows = await db
        .select()
        .from(blogArticles)
        .where(and(published, target ? eq(blogArticles.target, target) : undefined))
        .orderBy(desc(blogArticles.publishedAt))
        .limit(limit);
      return rows.map(toArticle);
    },
    async publishedBySlug(slug: string, target: BlogTarget | null): Promise<BlogArticle | undefined> {
      const [row] = await db
        .select()
        .from(blogArticles)
        .where(and(published, eq(blogArticles.slug, slug), target ? eq(blogArticles.target, target) : undefined));
      return row ? toArticle(row) : undefined;
    },
    /** Published articles filed under a category (main, extra or sub), newest first, ordered within a parent. */
    async publishedInCategory(category: string, limit: number): Promise<BlogArticle[]> {
      const rows = await db
        .select()
        .from(blogArticles)
        .where(
          and(
            published,
            or(
              eq(blogArticles.mainCategory, category),
              eq(blogArticles.subCategory, category),
              arrayContains(blogArticles.categories, [category]),
            ),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(toArticle);
    },
    /** Every published slug with its last change, for the sitemap. */
    async publishedSlugs(limit: number) {
      return db
        .select({ slug: blogArticles.slug, updatedAt: blogArticles.updatedAt, publishedAt: blogArticles.publishedAt })
        .from(blogArticles)
        .where(and(published, isNotNull(blogArticles.publishedAt)))
        .orderBy(desc(blogArticles.publishedAt))
        .limit(limit);
    },
    async get(articleId: string): Promise<BlogArticle | undefined> {
      const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, articleId));
      return row ? toArticle(row) : undefined;
    },
    /** Whether some article (any status) shows this address: its body, its cover or its Open Graph image. */
    async showsImage(address: string): Promise<boolean> {
      const like = `%${address}%`;
      const [row] = await db
        .select({ id: blogArticles.id })
        .from(blogArticles)
        .where(
          sql`${blogArticles.contentHtml} LIKE ${like} OR ${blogArticles.featuredImage} LIKE ${like} OR ${blogArticles.ogImage} LIKE ${like}`,
        )
        .limit(1);
      return row !== undefined;
    },
    async slugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: blogArticles.id })
        .from(blogArticles)
        .where(and(eq(blogArticles.slug, slug), exceptId ? sql`${blogArticles.id} <> ${exceptId}` : undefined));
      return row !== undefined;
    },
    async list(filter: { status?: BlogArticleStatus | undefined; search?: string | undefined }, page: number, limit: number) {
      const conditions: (SQL | undefined)[] = [
        filter.status ? eq(blogArticles.status, filter.status) : undefined,
        filter.search ? ilike(blogArticles.title, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogArticles)
          .where(where)
          .orderBy(desc(blogArticles.updatedAt))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(blogArticles).where(where),
      ]);
      return { articles: rows.map(toArticle), total: total?.n ?? 0 };
    },
    async insert(values: ArticleValues): Promise<BlogArticle> {
      const [row] = await db.insert(blogArticles).values(values).returning();
      return toArticle(row as Row);
    },
    async update(articleId: string, values: Partial<ArticleValues>): Promise<BlogArticle | undefined> {
      const [row] = await db
        .update(blogArticles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogArticles.id, articleId))
        .returning();
      return row ? toArticle(row) : undefined;
    },
  };
}
