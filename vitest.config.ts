import { defineConfig } from "vitest/config";

// Each workspace carries its own vitest.config.ts (project name, environment, setup).
export default defineConfig({
  test: { projects: ["packages/domain", "packages/api-client", "apps/api", "apps/web", "tools/house-rules"] },
});
