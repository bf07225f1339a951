import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, so that defaults do not depend on the directory npm runs a script from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const migrationsDir = path.resolve(repoRoot, "apps/api/drizzle");
export const webDistDir = path.resolve(repoRoot, "apps/web/dist");
