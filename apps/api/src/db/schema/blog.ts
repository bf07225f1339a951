import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Blog articles (spec part 2 §3): written by administrators, not owned by a vendor. */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    tiptapContent: jsonb("tiptap_content").notNull(),
    /** Rendered from tiptap_content on save and sanitised: pages never render the JSON per request. */
    contentHtml: text("content_html").notNull(),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt"),
    status: text("status").notNull().default("DRAFT"),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    readingTime: integer("reading_time").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    seoKeywords: text("seo_keywords").array().notNull().default(sql`'{}'::text[]`),
    canonicalUrl: text("canonical_url"),
    ogImage: text("og_image"),
    metaRobots: text("meta_robots").notNull().default("index,follow"),
    locale: text("locale").notNull().default("fr-FR"),
    parentId: uuid("parent_id").references((): AnyPgColumn => blogArticles.id, { onDelete: "set null" }),
    order: integer("order").notNull().default(0),
    isFeature: boolean("is_feature").notNull().default(false),
    target: text("target").notNull(),
    mainCategory: text("main_category").notNull(),
    subCategory: text("sub_category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_articles_published_idx").on(t.status, t.target, t.publishedAt.desc()),
    index("blog_articles_category_idx").on(t.mainCategory, t.status, t.publishedAt.desc()),
  ],
);
