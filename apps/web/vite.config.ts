import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const api = "http://localhost:3000";

export default defineConfig({
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // The budget check (bench/src/web-budget.ts) reads which chunks each route needs from the manifest.
    manifest: true,
    // No hand-made vendor chunks: a group holding all of MUI or zod is loaded by the entry as soon as any screen
    // needs one component of it; left to itself the bundler splits by who imports what. (Declaring `z.*` calls
    // pure was tried: 1 kB less, but the rule matches any local function named z, minified libraries included.)
  },
});
