import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "mui", test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/ },
            { name: "validation", test: /node_modules[\\/](zod|libphonenumber-js|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
