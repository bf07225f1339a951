import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { demoLogin } from "./demo-login.ts";
import { repoRoot, startServer } from "./server-process.ts";

/**
 * The blog (issue 25): the public article page's HTML size (raw and gzip) and time to first byte, and the
 * search service's getLastBlogArticles latency (target p99 ≤ 20 ms), sequential requests on loopback
 * against the production server, with 40 published articles. Bounded: fixed request counts.
 * Appends a section to bench/results.md. `npm run blog -w @cortege/bench`.
 */
const PAGE_REQUESTS = Number(process.env.BENCH_BLOG_PAGE_REQUESTS ?? 200);
const LAST_REQUESTS = Number(process.env.BENCH_BLOG_LAST_REQUESTS ?? 500);
const WARMUP = 20;
const ARTICLES = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

function timed(
  port: number,
  method: "GET" | "POST",
  urlPath: string,
  body?: string,
): Promise<{ ttfbMs: number; totalMs: number; status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> = { accept: method === "GET" ? "text/html" : "application/json" };
    if (body) headers["content-type"] = "application/json";
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers, agent: false }, (res) => {
      let ttfbMs = 0;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => {
        if (ttfbMs === 0) ttfbMs = performance.now() - started;
        chunks.push(c);
      });
      res.on("end", () =>
        resolve({ ttfbMs, totalMs: performance.now() - started, status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const paragraph = (i: number) =>
  `Le ${i + 1}ᵉ poste du budget mérite qu'on s'y arrête : demandez trois devis, comparez ce qui est compris (service, ` +
  "déplacements, heures supplémentaires), et gardez une marge pour l'imprévu. Un lieu qui inclut le mobilier, un traiteur " +
  "qui fournit la vaisselle ou un photographe qui livre l'album changent la comparaison du tout au tout.";

function doc(paragraphs: number) {
  const content: unknown[] = [];
  for (let i = 0; i < paragraphs; i++) {
    if (i % 4 === 0)
      content.push({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: `Étape ${i / 4 + 1}` }] });
    content.push({
      type: "paragraph",
      content: [
        { type: "text", text: paragraph(i) },
        { type: "text", text: " À retenir.", marks: [{ type: "bold" }] },
      ],
    });
  }
  return { type: "doc", content };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-blog-bench-"));
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    // The role comes from the operator's command, as in production.
    execFileSync(
      process.execPath,
      ["--import", "tsx", "apps/api/src/modules/admin/admin-command.ts", "grant", "demo@cortege.fr"],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: "pipe",
      },
    );
    const { token } = await demoLogin(`${base}/api`, server.demoPassword);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const post = async (url: string, body: object) => {
      const res = await fetch(`${base}/api${url}`, { method: "POST", headers: auth, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ articleId: string; slug: string }>;
    };
    let measured = "";
    for (let i = 0; i < ARTICLES; i++) {
      const created = await post("/admin/blog/article/create", {
        title: `Budget de mariage : le guide complet ${i + 1}`,
        excerpt: "Les postes de dépense d'un mariage, dans l'ordre où les réserver, et ce que chacun coûte vraiment.",
        tipTapContent: doc(i === 0 ? 24 : 6),
        mainCategory: "wedding-planning",
        subCategory: "budget",
        tags: ["budget", "organisation"],
        metaTitle: "Budget de mariage : la méthode",
        metaDescription: "Comment fixer et tenir le budget de son mariage : les postes, les devis, la marge pour l'imprévu.",
        featuredImage: "/prestataires-assets/cover.webp",
        featuredImageAlt: "Une table de mariage dressée",
      });
      await post("/admin/blog/article/status", { articleId: created.articleId, status: "PUBLISHED" });
      if (i === 0) measured = created.slug;
    }

    const pagePath = `/blog/${measured}`;
    const first = await timed(server.port, "GET", pagePath);
    if (first.status !== 200) throw new Error(`${pagePath} → ${first.status}`);
    const html = first.bytes;
    for (let i = 0; i < WARMUP; i++) await timed(server.port, "GET", pagePath);
    const ttfb: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) ttfb.push((await timed(server.port, "GET", pagePath)).ttfbMs);
    ttfb.sort((a, b) => a - b);

    const lastBody = JSON.stringify({ platform: "cortege", limit: 10 });
    for (let i = 0; i < WARMUP; i++) await timed(server.port, "POST", "/api/search/getLastBlogArticles", lastBody);
    const last: number[] = [];
    let lastBytes = 0;
    for (let i = 0; i < LAST_REQUESTS; i++) {
      const r = await timed(server.port, "POST", "/api/search/getLastBlogArticles", lastBody);
      if (r.status !== 200) throw new Error(`getLastBlogArticles → ${r.status}`);
      last.push(r.totalMs);
      lastBytes = r.bytes.length;
    }
    last.sort((a, b) => a - b);
    const health: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) health.push((await timed(server.port, "GET", "/api/health")).totalMs);
    health.sort((a, b) => a - b);

    const load = os.loadavg()[0]?.toFixed(1);
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
    const stamp = new Date().toISOString().slice(0, 16).replace("T", " ");
    const section = `
## Blog (issue 25) — ${stamp} UTC — commit ${commit}

\`npm run blog -w @cortege/bench\`: the production server on a fresh embedded PostgreSQL, ${ARTICLES} published articles
(the measured one ≈ 1 300 words with 6 headings); ${WARMUP} warm-up requests then ${PAGE_REQUESTS} sequential
\`GET ${"/blog/<slug>"}\` (new connection each, TTFB), ${LAST_REQUESTS} sequential \`POST /api/search/getLastBlogArticles
{platform: "cortege", limit: 10}\` (whole answer), then \`/api/health\` as the machine's baseline. Shared 2-core machine,
1-min load average ${load} at the end: figures are upper bounds.

| article HTML bytes | gzip | TTFB p50 ms | TTFB p95 ms | TTFB p99 ms | last articles p50 / p95 / p99 ms (${lastBytes} bytes) | \`/api/health\` p50 / p95 ms |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${html.length} | ${gzipSync(html).length} | ${round(percentile(ttfb, 50))} | ${round(percentile(ttfb, 95))} | ${round(percentile(ttfb, 99))} | ${round(percentile(last, 50))} / ${round(percentile(last, 95))} / ${round(percentile(last, 99))} | ${round(percentile(health, 50))} / ${round(percentile(health, 95))} |

The article's HTML is rendered and sanitised once, on save; a page view is one indexed read (slug) and a template.
The page has no script; the showcase stylesheet and fonts are shared and cached a year.
`;
    fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
    process.stdout.write(section);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
