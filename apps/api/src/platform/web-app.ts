import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

// Only these answer JSON. The four services all live under /api (ARCHITECTURE.md), so that French
// screen paths such as /notifications, /messaging or /search reach the SPA and its own 404 page.
const apiPrefixes = ["/api", "/dev"];
/** The screen paths (apps/web/src/config/paths.ts) that have their own HTML page. */
const loginPath = "/connexion";
/** The home, and "/" that leads there: home.html names the frame's and the home's code for the browser to fetch at once. */
const homePaths = ["/tableau-de-bord", "/"];

/**
 * A navigation (Accept: text/html) gets the SPA whatever the path, so that the app shows its own
 * « page introuvable ». A missing file (a path with an extension, such as an old /assets/x.js) asked
 * without text/html gets a plain 404: an HTML page in place of a script only hides the error.
 */
function wantsHtml(url: string, accept: string | undefined): boolean {
  if (accept?.includes("text/html")) return true;
  return path.extname(url) === "" && (accept === undefined || accept === "" || accept.includes("*/*"));
}

/** Serves the built SPA; client routes (/compte…) fall back to index.html, /connexion gets login.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return false;
  const hasLoginPage = fs.existsSync(path.join(distDir, "login.html"));
  const hasHomePage = fs.existsSync(path.join(distDir, "home.html"));
  await app.register(async (scope) => {
    // The built files are public by nature; each route still declares it, as the tenancy guard requires.
    scope.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), access: "public" };
    });
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // `npm run build` writes x.br and x.gz beside each text file (apps/web/precompress.ts): the file matching
      // Accept-Encoding is sent as is, with Vary: Accept-Encoding; no compression work per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (res, file) => {
        res.header(
          "Cache-Control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    scope.get("/*", { schema: { hide: true } }, (request, reply) => {
      const url = request.url.split("?")[0] ?? "/";
      if (apiPrefixes.some((p) => url === p || url.startsWith(`${p}/`))) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: "Not Found", message: "Ressource introuvable.", code: "NOT_FOUND" });
      }
      const file = path.join(distDir, url);
      if (url !== "/" && file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(distDir, file));
      }
      if (!wantsHtml(url, request.headers.accept)) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: "Not Found", message: "Ressource introuvable.", code: "NOT_FOUND" });
      }
      // /connexion has a light page of its own (login.html: the login form without the back office's code, issue
      // 26); the SPA still renders /connexion when reached by a navigation inside the app.
      // The home has one too (home.html: the SPA with its first screen's code named in its head, issue 26).
      const page =
        url === loginPath && hasLoginPage ? "login.html" : homePaths.includes(url) && hasHomePage ? "home.html" : "index.html";
      return reply.header("Cache-Control", "no-cache").sendFile(page);
    });
  });
  return true;
}
