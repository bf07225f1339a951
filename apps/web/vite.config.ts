import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstPassVariable, firstScreenGroup } from "./first-screen-chunks.ts";
import { homePage } from "./home-page.ts";
import { precompress } from "./precompress.ts";

const api = "http://localhost:3000";

// react-router's package exports only its development build (warnings, checks: 31 kB gz on every screen); its
// production build sits beside it and is what a built app should run.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

const iconsGroup = {
  name: "icons",
  test: /[\\/]@mui[\\/]icons-material[\\/]/,
  includeDependenciesRecursively: false,
  priority: 1,
};

export default defineConfig(async ({ command }) => {
  // first-screen-chunks.ts builds the app once as the bundler cuts it, then merges what the first screens load.
  const firstPass = Boolean(process.env[firstPassVariable]);
  const merged = command === "build" && !firstPass ? [await firstScreenGroup()] : [];
  return {
    plugins: firstPass ? [react()] : [react(), homePage(), precompress()],
    server: {
      port: 5173,
      proxy: {
        // Anchored patterns: a bare "/dev" prefix would also capture future French routes such as /devis.
        "^/(api|messaging|notifications|search)(/|$)": { target: api, changeOrigin: true },
        "^/dev/": { target: api, changeOrigin: true },
        // The public showcase pages are rendered by the API, outside the SPA.
        "^/prestataires(-assets)?/": { target: api, changeOrigin: true },
      },
    },
    resolve: {
      alias:
        command === "build"
          ? [
              { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
            ]
          : [],
    },
    build: {
      outDir: "dist",
      emptyOutDir: true,
      sourcemap: false,
      // The budget check (bench/src/web-budget.ts) reads which chunks each route needs from the manifest.
      manifest: true,
      // /connexion has its own light page (login.html, served by the API for that path): the first screen a phone
      // loads does not carry the back office's MUI, router and forms (issue 26, docs/decisions.md).
      rollupOptions: {
        input: { index: path.resolve(import.meta.dirname, "index.html"), login: path.resolve(import.meta.dirname, "login.html") },
        // The app's ~110 icons in one chunk (~9 kB gz) rather than one file each: the back office's frame alone asked
        // for 32 of them, 32 round trips on a phone's connection before its first screen (issue 26). Their
        // dependencies (MUI's SvgIcon) stay where the bundler puts them, so no screen loads more of MUI for it.
        output: {
          codeSplitting: {
            groups: [iconsGroup, ...merged],
          },
        },
      },
      // No other hand-made chunk: a group holding all of MUI or zod is loaded by the entry as soon as any screen needs
      // one component of it; left to itself the bundler splits by who imports what. (Declaring `z.*` calls pure was
      // tried: 1 kB less, but the rule matches any local function named z, minified libraries included. Inlining the
      // small shared chunks into their users — rolldown's experimentalInlineCommonChunks — was tried too: a third of
      // the files, but 5–30 kB more on several screens, zod's build pulled into the clients list.)
    },
  };
});
