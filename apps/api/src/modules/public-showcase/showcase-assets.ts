import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../../platform/paths.ts";
import type { PageAssets } from "./showcase-page.html.ts";

/** apps/api/public-showcase/assets: the stylesheet and the fonts of the public pages. */
export const showcaseAssetsDir = path.resolve(repoRoot, "apps/api/public-showcase/assets");
export const ASSETS_PREFIX = "/prestataires-assets";

export type ShowcaseAsset = { body: Buffer; contentType: string };

const contentTypes: Record<string, string> = { ".css": "text/css; charset=utf-8", ".woff2": "font/woff2" };
const FONTS = ["fonts/eb-garamond-latin-600-normal.woff2", "fonts/inter-latin-400-normal.woff2"];

/**
 * Every asset read once at start and named by the hash of its content, so that it can be cached
 * for a year and a new version is a new name.
 */
export function loadShowcaseAssets(dir = showcaseAssetsDir) {
  const byName = new Map<string, ShowcaseAsset>();
  const names = new Map<string, string>();
  const files = ["showcase.css", ...fs.readdirSync(path.join(dir, "fonts")).map((f) => `fonts/${f}`)];
  for (const file of files.filter((f) => path.extname(f) in contentTypes)) {
    const body = fs.readFileSync(path.join(dir, file));
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
    const ext = path.extname(file);
    const hashed = `${path.basename(file, ext)}.${hash}${ext}`;
    names.set(file, hashed);
    byName.set(hashed, { body, contentType: contentTypes[ext] as string });
  }
  const url = (file: string) => `${ASSETS_PREFIX}/${names.get(file)}`;
  // The stylesheet names the fonts by their hashed names.
  const css = byName.get(names.get("showcase.css") as string) as ShowcaseAsset;
  const rewritten = Buffer.from(
    css.body.toString("utf8").replace(/url\("?(fonts\/[^")]+)"?\)/g, (_, file: string) => `url("${url(file)}")`),
  );
  byName.delete(names.get("showcase.css") as string);
  const cssName = `showcase.${createHash("sha256").update(rewritten).digest("hex").slice(0, 10)}.css`;
  byName.set(cssName, { body: rewritten, contentType: contentTypes[".css"] as string });
  const page: PageAssets = { stylesheet: `${ASSETS_PREFIX}/${cssName}`, fonts: FONTS.map(url) };
  return { page, get: (name: string) => byName.get(name) };
}
export type ShowcaseAssets = ReturnType<typeof loadShowcaseAssets>;
