import {
  type BlogArticle,
  type BlogArticleInput,
  type BlogMainCategory,
  type BlogTarget,
  blogArticleInputSchema,
  type metaRobotsValues,
  type TipTapDoc,
} from "@cortege/domain";

/** What the editor holds: every field as typed (lists as comma-separated text), kept on a failed save. */
export type ArticleFormValues = {
  title: string;
  slug: string;
  tipTapContent: TipTapDoc;
  excerpt: string;
  featuredImage: string;
  featuredImageAlt: string;
  tags: string;
  categories: BlogMainCategory[];
  metaTitle: string;
  metaDescription: string;
  seoKeywords: string;
  canonicalUrl: string;
  ogImage: string;
  metaRobots: (typeof metaRobotsValues)[number];
  locale: string;
  parentId: string;
  order: string;
  isFeature: boolean;
  target: BlogTarget;
  mainCategory: BlogMainCategory | "";
  subCategory: string;
};

export const emptyArticleValues = (): ArticleFormValues => ({
  title: "",
  slug: "",
  tipTapContent: { type: "doc", content: [{ type: "paragraph" }] },
  excerpt: "",
  featuredImage: "",
  featuredImageAlt: "",
  tags: "",
  categories: [],
  metaTitle: "",
  metaDescription: "",
  seoKeywords: "",
  canonicalUrl: "",
  ogImage: "",
  metaRobots: "index,follow",
  locale: "fr-FR",
  parentId: "",
  order: "0",
  isFeature: false,
  target: "cortege",
  mainCategory: "",
  subCategory: "",
});

export function articleValuesOf(a: BlogArticle): ArticleFormValues {
  return {
    title: a.title,
    slug: a.slug,
    tipTapContent: (a.tipTapContent as TipTapDoc) ?? emptyArticleValues().tipTapContent,
    excerpt: a.excerpt ?? "",
    featuredImage: a.featuredImage ?? "",
    featuredImageAlt: a.featuredImageAlt ?? "",
    tags: a.tags.join(", "),
    categories: a.categories.filter((c) => c !== a.mainCategory) as BlogMainCategory[],
    metaTitle: a.metaTitle ?? "",
    metaDescription: a.metaDescription ?? "",
    seoKeywords: a.seoKeywords.join(", "),
    canonicalUrl: a.canonicalUrl ?? "",
    ogImage: a.ogImage ?? "",
    metaRobots: a.metaRobots as ArticleFormValues["metaRobots"],
    locale: a.locale,
    parentId: a.parentId ?? "",
    order: String(a.order),
    isFeature: a.isFeature,
    target: a.target,
    mainCategory: a.mainCategory,
    subCategory: a.subCategory ?? "",
  };
}

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** The wire input of create/update. */
export function articleInputOf(v: ArticleFormValues): BlogArticleInput {
  return {
    title: v.title,
    slug: v.slug.trim(),
    tipTapContent: v.tipTapContent,
    excerpt: v.excerpt,
    featuredImage: v.featuredImage,
    featuredImageAlt: v.featuredImageAlt,
    tags: list(v.tags),
    categories: v.categories,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    seoKeywords: list(v.seoKeywords),
    canonicalUrl: v.canonicalUrl,
    ogImage: v.ogImage,
    metaRobots: v.metaRobots,
    locale: v.locale,
    parentId: v.parentId || null,
    order: Number(v.order || 0),
    isFeature: v.isFeature,
    target: v.target,
    mainCategory: v.mainCategory as BlogMainCategory,
    subCategory: v.subCategory || null,
  };
}

/** Checked with the route's own schema: the first French message of each field. */
export function articleErrorsOf(v: ArticleFormValues): Partial<Record<keyof ArticleFormValues, string>> {
  const parsed = blogArticleInputSchema.safeParse(articleInputOf(v));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ArticleFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ArticleFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
