import fs from "node:fs";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { routePages } from "./route-pages.ts";
import { firstScreenModules } from "./src/app/first-screen.ts";

type CodeSplittingGroup = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];

/** Set while the plan's own first build runs: that build is cut by the bundler alone. */
export const firstPassVariable = "CORTEGE_FIRST_SCREEN_PASS";

const webDir = import.meta.dirname;

type Group = "shared" | "app" | "frame";

/**
 * The back office's first screen in a handful of files instead of ~75 (issue 26). Left to itself the bundler cuts the
 * code into one chunk per set of importers: the home needed 75 files, which a phone's connection fetches six at a
 * time, one round trip each (~2 s of the home's 4.5 s largest paint in Lighthouse's simulation).
 *
 * So the build runs twice. The first, cut by the bundler alone, tells which chunks each start needs — after tree
 * shaking, which a walk of the import graph cannot know (a barrel such as @cortege/domain statically reaches every
 * schema). The second merges them:
 * - `shared`: the chunks the login page and the app both load (React, i18next, the session), cached once for both;
 * - `app`: the rest of what the app's entry loads before any screen (router, MUI's core, the query client);
 * - `frame`: the rest of what the back office's frame and the home screen load, but what a public page loads too.
 *   The layout and the home page keep their own chunks (the router asks for them by name; another screen opened first does not load the home's code).
 * Each merged set holds whole chunks of the first cut, so no screen loads a module it did not load before, and the
 * sets import each other in one direction (frame → app → shared).
 */
export async function firstScreenGroup(): Promise<CodeSplittingGroup> {
  const result = await withFirstPass(() =>
    build({
      configFile: path.join(webDir, "vite.config.ts"),
      logLevel: "silent",
      // Nothing written: the chunks are read from memory.
      build: { write: false, emptyOutDir: false, manifest: false },
    }),
  );
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));

  const closure = (starts: Rolldown.OutputChunk[]): Set<string> => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const chunk of starts) visit(chunk.fileName);
    return files;
  };
  // The chunk that runs a module: an HTML entry's chunk holds its script, a lazy page's chunk starts with the page.
  const chunkOf = (module: string): Rolldown.OutputChunk => {
    const id = path.join(webDir, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.isEntry && c.moduleIds.includes(id));
    if (!chunk) throw new Error(`first-screen chunks: no chunk runs ${module}`);
    return chunk;
  };

  const login = closure([chunkOf("src/app/login-entry.tsx")]);
  const main = closure([chunkOf("src/main.tsx")]);
  const roots = firstScreenModules.map(chunkOf);
  const home = closure(roots);
  // What a public page (registration, password reset, the welcome form) loads stays where the bundler put it: those
  // pages would otherwise load the whole frame for one of its pieces.
  const publicPages = routePages(fs.readFileSync(path.join(webDir, "src/app/router.tsx"), "utf8")).filter(
    (page) => page.kind === "public",
  );
  const forPublic = closure(publicPages.map((page) => chunkOf(page.module)));
  // Entries keep their own chunks (their HTML names them), and the icons have their own group.
  const kept = new Set([...roots, chunkOf("src/app/login-entry.tsx"), chunkOf("src/main.tsx")].map((c) => c.fileName));
  const grouped = (file: string) => !kept.has(file) && byFile.get(file)?.name !== "icons";

  const groupOf = new Map<string, Group>();
  const assign = (files: Iterable<string>, group: Group) => {
    for (const file of files) {
      if (!grouped(file)) continue;
      for (const id of byFile.get(file)?.moduleIds ?? []) if (!groupOf.has(id)) groupOf.set(id, group);
    }
  };
  assign(
    [...main].filter((f) => login.has(f)),
    "shared",
  );
  assign(main, "app");
  assign(
    [...home].filter((f) => !forPublic.has(f)),
    "frame",
  );

  return { name: (id) => groupOf.get(id) ?? null, includeDependenciesRecursively: false };
}

async function withFirstPass<T>(run: () => Promise<T>): Promise<T> {
  process.env[firstPassVariable] = "1";
  try {
    return await run();
  } finally {
    delete process.env[firstPassVariable];
  }
}
