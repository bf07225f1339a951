import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const skipped = new Set(["node_modules", "dist", "data", "__golden__", ".git", "test-results", "playwright-report"]);

/** Every TypeScript source under `dir` (relative to the repository root), as repository-relative paths. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (abs: string) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const child = path.join(abs, entry.name);
      if (entry.isDirectory()) visit(child);
      else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) out.push(path.relative(repoRoot, child).split(path.sep).join("/"));
    }
  };
  visit(path.join(repoRoot, dir));
  return out.sort();
}

/** Tests, their fixtures and stand-in servers: they may reach across floors to set a scene. */
export const isTestFile = (file: string) => /(\.test\.tsx?$|\.spec\.ts$|\/test\/|[.-]fixtures\.ts$)/.test(file);

export type ImportRef = { from: string; specifier: string; target: string | null; names: string[] };

const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:([\w*\s{},]+?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The imports of one file; `target` is the repository-relative file a relative specifier names. */
export function importsOf(file: string, text = fs.readFileSync(path.join(repoRoot, file), "utf8")): ImportRef[] {
  const refs: ImportRef[] = [];
  for (const m of text.matchAll(importPattern)) {
    const specifier = m[2] ?? m[3];
    if (!specifier) continue;
    const names = (m[1] ?? "")
      .replace(/[{}]/g, ",")
      .split(",")
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0] ?? "",
      )
      .filter(Boolean);
    const target = specifier.startsWith(".") ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null;
    refs.push({ from: file, specifier, target, names });
  }
  return refs;
}

/**
 * Each table of apps/api/src/db/schema, by its export name and by its SQL name, with the schema file (without
 * .ts) that defines it.
 */
export function tableOwners(): Map<string, string> {
  const tables = new Map<string, string>();
  const dir = path.join(repoRoot, "apps/api/src/db/schema");
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*"(\w+)"/g)) {
      tables.set(m[1] as string, name.replace(/\.ts$/, ""));
      tables.set(m[2] as string, name.replace(/\.ts$/, ""));
    }
  }
  return tables;
}

const sqlTablePattern = /\b(?:FROM|JOIN|UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?/g;

/**
 * The tables a file names in raw SQL (FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM, upper case as the house
 * writes SQL): a module's reach into another's data hides there as well as in a schema import.
 */
export function sqlTablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(sqlTablePattern)].map((m) => m[1] as string))];
}
