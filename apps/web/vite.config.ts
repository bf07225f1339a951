import { createRequire } from "node:module";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const api = "http://localhost:3000";

// react-router's package exports only its development build (warnings, checks: 31 kB gz on every screen); its
// production build sits beside it and is what a built app should run.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
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
    },
    // No hand-made vendor chunks: a group holding all of MUI or zod is loaded by the entry as soon as any screen
    // needs one component of it; left to itself the bundler splits by who imports what. (Declaring `z.*` calls
    // pure was tried: 1 kB less, but the rule matches any local function named z, minified libraries included.)
  },
}));
