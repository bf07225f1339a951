import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, so that defaults do not depend on the directory npm runs a script from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const migrationsDir = path.resolve(repoRoot, "apps/api/drizzle");
// WEB_DIST_DIR: a build of one's own (several e2e runs side by side on one checkout); the workspace's dist otherwise.
export const webDistDir = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.resolve(repoRoot, "apps/web/dist");
