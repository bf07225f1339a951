import {
  type BlogArticle,
  type BlogMainCategory,
  type BlogSubCategory,
  blogMainCategories,
  blogMainCategoryLabels,
  blogSubCategoryLabels,
} from "@cortege/domain";
import { escapeHtml, html, jsonForScript, SafeHtml } from "../public-showcase/html.ts";
import { documentOf, type PageAssets } from "../public-showcase/showcase-page.html.ts";

const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
const dateOf = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "");

/** Blog-only rules on top of the showcase stylesheet (same colours and fonts); CSP allows inline styles. */
const STYLE = new SafeHtml(`<style>
.blog-top{background:var(--aubergine);color:var(--ivory);padding:1rem}
.blog-top a{color:var(--ivory);text-decoration:none;font-family:var(--serif);font-size:1.4rem}
.blog-nav{max-width:72rem;margin:0 auto;display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:baseline}
.blog-nav ul{display:flex;flex-wrap:wrap;gap:.3rem .9rem;margin:0;padding:0;list-style:none}
.blog-nav ul a{font-family:var(--sans);font-size:.9rem;opacity:.9}
.blog-list{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));margin:0;padding:0;list-style:none}
.blog-list h2{font-size:1.35rem;margin:.3rem 0}
.blog-list h2 a{color:var(--ink);text-decoration:none}
.blog-list img{width:100%;aspect-ratio:16/9;object-fit:cover;border-radius:calc(var(--radius) - 4px)}
.article{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.article h1{font-size:clamp(1.9rem,5vw,2.6rem);line-height:1.15;margin:.3rem 0 .8rem}
.article__cover{width:100%;border-radius:var(--radius);margin:1rem 0}
.article__body{font-size:1.08rem;line-height:1.7}
.article__body img{max-width:100%;height:auto;border-radius:8px}
.article__body blockquote{margin:1rem 0;padding:.2rem 1rem;border-left:4px solid var(--champagne);color:var(--muted)}
.article__body pre{overflow-x:auto;background:var(--sand);padding:1rem;border-radius:8px}
.crumbs{font-size:.9rem;color:var(--muted)}
</style>`);

const categoryLabel = (slug: string) =>
  blogMainCategoryLabels[slug as BlogMainCategory] ?? blogSubCategoryLabels[slug as BlogSubCategory] ?? slug;

function topBar(): SafeHtml {
  return html`<header class="blog-top"><nav class="blog-nav" aria-label="Catégories du blog"><a href="/blog">Le blog Cortège</a><ul>${blogMainCategories.map(
    (c) => html`<li><a href="/blog/categorie/${c}">${blogMainCategoryLabels[c]}</a></li>`,
  )}</ul></nav></header>`;
}

function card(article: BlogArticle): SafeHtml {
  return html`<li class="card">${article.featuredImage ? html`<img src="${article.featuredImage}" alt="${article.featuredImageAlt ?? ""}" loading="lazy">` : ""}
<p class="eyebrow">${categoryLabel(article.mainCategory)}</p>
<h2><a href="/blog/${article.slug}">${article.title}</a></h2>
${article.excerpt ? html`<p>${article.excerpt}</p>` : ""}<p class="muted">${dateOf(article.publishedAt)} · ${article.readingTime}\u00a0min de lecture</p></li>`;
}

/** /blog and /blog/categorie/<slug>: the published articles, newest first. */
export function renderBlogList(options: {
  title: string;
  intro: string;
  articles: BlogArticle[];
  canonical: string;
  assets: PageAssets;
}): string {
  const { title, intro, articles, canonical, assets } = options;
  const body = html`${topBar()}<main class="layout"><div><h1>${title}</h1><p class="muted">${intro}</p></div>${
    articles.length === 0
      ? html`<p>Aucun article publié pour le moment.</p>`
      : html`<ul class="blog-list">${articles.map(card)}</ul>`
  }</main>`;
  const head = html`${STYLE}<link rel="alternate" type="application/rss+xml" title="Le blog Cortège" href="/blog/rss.xml"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:url" content="${canonical}">`;
  return documentOf({ title: `${title} | Cortège`, description: intro, canonical, head, body, assets });
}

/** /blog/<slug>: one article, with its schema.org Article, canonical and Open Graph. */
export function renderArticle(article: BlogArticle, options: { base: string; assets: PageAssets }): string {
  const { base, assets } = options;
  const url = `${base}/blog/${article.slug}`;
  const canonical = article.canonicalUrl ?? url;
  const absolute = (src: string | null) => (src ? (src.startsWith("/") ? `${base}${src}` : src) : null);
  const image = absolute(article.ogImage ?? article.featuredImage);
  const title = article.metaTitle ?? article.title;
  const description = article.metaDescription ?? article.excerpt ?? undefined;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title.slice(0, 110),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    inLanguage: article.locale,
    mainEntityOfPage: canonical,
    articleSection: categoryLabel(article.mainCategory),
    ...(article.seoKeywords.length > 0 ? { keywords: article.seoKeywords.join(", ") } : {}),
    publisher: { "@type": "Organization", name: "Cortège" },
  };
  const head = html`${STYLE}<meta name="robots" content="${article.metaRobots}"><meta property="og:type" content="article"><meta property="og:title" content="${title}">${
    description ? html`<meta property="og:description" content="${description}">` : ""
  }<meta property="og:url" content="${canonical}">${image ? html`<meta property="og:image" content="${image}">` : ""}<meta property="og:locale" content="${article.locale.replace("-", "_")}">${
    article.publishedAt ? html`<meta property="article:published_time" content="${article.publishedAt}">` : ""
  }<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`;
  const body = html`${topBar()}<main class="article"><article><p class="crumbs"><a href="/blog">Blog</a> › <a href="/blog/categorie/${article.mainCategory}">${categoryLabel(article.mainCategory)}</a>${
    article.subCategory ? html` › ${categoryLabel(article.subCategory)}` : ""
  }</p><h1>${article.title}</h1><p class="muted">${dateOf(article.publishedAt)} · ${article.readingTime}\u00a0min de lecture</p>${
    article.featuredImage
      ? html`<img class="article__cover" src="${article.featuredImage}" alt="${article.featuredImageAlt ?? ""}" fetchpriority="high">`
      : ""
  }<div class="article__body">${new SafeHtml(article.content)}</div>${
    article.tags.length > 0
      ? html`<ul class="chips" aria-label="Mots-clés">${article.tags.map((t) => html`<li>${t}</li>`)}</ul>`
      : ""
  }</article></main>`;
  return documentOf({ title: `${title} | Cortège`, description, canonical, head, body, assets });
}

const xml = (value: string) => escapeHtml(value);

export function renderSitemap(base: string, entries: { slug: string; updatedAt: Date }[]): string {
  const urls = [
    `<url><loc>${xml(`${base}/blog`)}</loc></url>`,
    ...blogMainCategories.map((c) => `<url><loc>${xml(`${base}/blog/categorie/${c}`)}</loc></url>`),
    ...entries.map(
      (e) => `<url><loc>${xml(`${base}/blog/${e.slug}`)}</loc><lastmod>${e.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
}

export function renderRss(base: string, articles: BlogArticle[]): string {
  const items = articles.map(
    (a) =>
      `<item><title>${xml(a.title)}</title><link>${xml(`${base}/blog/${a.slug}`)}</link><guid isPermaLink="false">${a.articleId}</guid>${
        a.publishedAt ? `<pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate>` : ""
      }${a.excerpt ? `<description>${xml(a.excerpt)}</description>` : ""}<category>${xml(categoryLabel(a.mainCategory))}</category></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Le blog Cortège</title><link>${xml(`${base}/blog`)}</link><description>Conseils et inspiration pour les mariages et les événements</description><language>fr-FR</language>${items.join("")}</channel></rss>\n`;
}
