import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFile } from "../../test/media-fixtures.ts";
import { bearer, createTestApp, type Session, signUp, type TestApp } from "../../test/test-app.ts";
import { signUpVendor } from "../../test/vendor-fixtures.ts";
import { setAdminRole } from "../admin/admin-grant.ts";

let t: TestApp;
let admin: Session;
let vendor: Session;

const doc = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  tipTapContent: doc(`${title} : quelques conseils pour votre grand jour.`),
  mainCategory: "wedding-planning",
  subCategory: "budget",
  ...extra,
});

const post = (session: Session | null, url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown>, headers: session ? bearer(session) : {} });

async function write(title: string, extra: Record<string, unknown> = {}, status?: string) {
  const res = await post(admin, "/api/admin/blog/article/create", article(title, extra));
  expect(res.statusCode, res.body).toBe(200);
  const created = res.json();
  if (status)
    expect((await post(admin, "/api/admin/blog/article/status", { articleId: created.articleId, status })).statusCode).toBe(200);
  return created as { articleId: string; slug: string };
}

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, "redaction@exemple.fr");
  await setAdminRole(t.database.db, "redaction@exemple.fr", true);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: "redaction@exemple.fr", password: "motdepasse-solide" },
  });
  admin = login.json();
  vendor = await signUp(t, "vendeur@exemple.fr");
});
afterAll(async () => {
  await t.close();
});

describe("blog authoring", () => {
  it("creates a draft with its slug, HTML and reading time computed on the server", async () => {
    const res = await post(admin, "/api/admin/blog/article/create", article("Préparer son budget de mariage"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "DRAFT",
      slug: "preparer-son-budget-de-mariage",
      content: "<p>Préparer son budget de mariage : quelques conseils pour votre grand jour.</p>",
      readingTime: 1,
      locale: "fr-FR",
      target: "cortege",
      categories: ["wedding-planning"],
      publishedAt: null,
    });
  });

  it("refuses a sub-category of another main category and a taken slug, in French", async () => {
    const wrong = await post(admin, "/api/admin/blog/article/create", article("Robe", { subCategory: "wedding-dress" }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("La sous-catégorie n'appartient pas à la catégorie principale choisie.");
    const taken = await post(admin, "/api/admin/blog/article/create", article("Préparer son budget de mariage"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Cette adresse est déjà celle d'un autre article.");
  });

  it("refuses authoring to a vendor (403) and to an anonymous caller (401)", async () => {
    expect((await post(vendor, "/api/admin/blog/article/create", article("Intrus"))).statusCode).toBe(403);
    expect((await post(null, "/api/admin/blog/article/create", article("Intrus"))).statusCode).toBe(401);
  });

  it("stores sanitised HTML: a forged document's script and handlers never reach a page", async () => {
    const forged = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] },
        { type: "image", attrs: { src: "javascript:alert(1)", alt: "x" } },
        {
          type: "paragraph",
          content: [{ type: "text", text: "lien", marks: [{ type: "link", attrs: { href: 'x" onerror="alert(1)' } }] }],
        },
      ],
    };
    const created = await write("Article piégé", { tipTapContent: forged }, "PUBLISHED");
    const page = await t.app.inject({ method: "GET", url: `/blog/${created.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("<script>alert");
    expect(page.body).not.toMatch(/onerror=/);
    expect(page.body).not.toContain("javascript:");
  });
});

describe("search service", () => {
  it("getLastBlogArticles answers only PUBLISHED articles of the platform, newest first", async () => {
    const first = await write("Le premier publié", {}, "PUBLISHED");
    const second = await write("Le second publié", {}, "PUBLISHED");
    await write("Un brouillon");
    await write("Un article archivé", {}, "ARCHIVED");
    await write("Pour les couples", { target: "se-marier" }, "PUBLISHED");
    const res = await post(null, "/api/search/getLastBlogArticles", { platform: "cortege", limit: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const articles = res.json().articles as { slug: string; status: string; target: string }[];
    expect(articles.every((a) => a.status === "PUBLISHED" && a.target === "cortege")).toBe(true);
    const slugs = articles.map((a) => a.slug);
    expect(slugs.indexOf(second.slug)).toBeLessThan(slugs.indexOf(first.slug));
    expect(slugs).not.toContain("un-brouillon");
    expect(slugs).not.toContain("un-article-archive");
    expect(slugs).not.toContain("pour-les-couples");
    const couples = await post(null, "/api/search/getLastBlogArticles", { platform: "se-marier" });
    expect(couples.json().articles.map((a: { slug: string }) => a.slug)).toEqual(["pour-les-couples"]);
    // Archiving takes it out at once, although the answer is cached for 10 s: the write clears the cache.
    await post(admin, "/api/admin/blog/article/status", { articleId: second.articleId, status: "ARCHIVED" });
    const after = await post(null, "/api/search/getLastBlogArticles", { platform: "cortege", limit: 10 });
    expect(after.json().articles.map((a: { slug: string }) => a.slug)).not.toContain(second.slug);
    await post(admin, "/api/admin/blog/article/status", { articleId: second.articleId, status: "PUBLISHED" });
  });

  it("getBlogArticleBySlug finds a published article and hides a draft (404)", async () => {
    const found = await post(null, "/api/search/getBlogArticleBySlug", { platform: "cortege", slug: "le-premier-publie" });
    expect(found.statusCode).toBe(200);
    expect(found.json().title).toBe("Le premier publié");
    const draft = await post(null, "/api/search/getBlogArticleBySlug", { platform: "cortege", slug: "un-brouillon" });
    expect(draft.statusCode).toBe(404);
  });
});

describe("public blog pages", () => {
  it("renders the article with canonical, Open Graph and schema.org Article, cached a minute", async () => {
    const res = await t.app.inject({ method: "GET", url: "/blog/le-premier-publie" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.headers["content-security-policy"]).toContain("img-src 'self' data: https:;");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/blog/le-premier-publie">');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    const jsonLd = JSON.parse(res.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: "Le premier publié", inLanguage: "fr-FR" });
    expect(res.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it("lists published articles on /blog and their category, not drafts; 404 in French for a draft", async () => {
    const list = await t.app.inject({ method: "GET", url: "/blog" });
    expect(list.body).toContain("Le second publié");
    expect(list.body).not.toContain("Un brouillon");
    const category = await t.app.inject({ method: "GET", url: "/blog/categorie/wedding-planning" });
    expect(category.body).toContain("Organisation du mariage");
    expect(category.body).toContain("Le premier publié");
    const draft = await t.app.inject({ method: "GET", url: "/blog/un-brouillon", headers: { accept: "text/html" } });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain("Article introuvable");
  });

  it("publishes a sitemap and an RSS feed of the published articles", async () => {
    const sitemap = await t.app.inject({ method: "GET", url: "/blog/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("/blog/le-premier-publie</loc>");
    expect(sitemap.body).not.toContain("un-brouillon");
    const rss = await t.app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(rss.body).toContain("<title>Le second publié</title>");
  });
});

describe("article pictures from the media library", () => {
  it("serves a library photo an article shows, and no other file of the library (404)", async () => {
    const owner = await signUpVendor(t, "photos-blog@exemple.fr", "Photos du Blog");
    const shown = await uploadFile(t, owner, "Medias", "couverture.png", 64);
    const other = await uploadFile(t, owner, "Medias", "privee.png", 64);
    const address = (fileId: string, variant = "large") => `/blog/medias/${owner.vendorId}/${fileId}/${variant}`;
    // Nothing shows it yet: not served.
    expect((await t.app.inject({ method: "GET", url: address(shown) })).statusCode).toBe(404);
    await write("Un mariage au jardin", { featuredImage: `http://localhost${address(shown)}`, featuredImageAlt: "Le jardin" });
    const large = await t.app.inject({ method: "GET", url: address(shown) });
    expect(large.statusCode, large.body).toBe(200);
    expect(large.headers["content-type"]).toBe("image/webp");
    expect(large.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect((await t.app.inject({ method: "GET", url: address(shown, "thumbnail") })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: address(other) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: address(shown, "original") })).statusCode).toBe(400);
  });
});
