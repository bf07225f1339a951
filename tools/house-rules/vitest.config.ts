import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "house-rules", include: ["*.test.ts"], environment: "node" },
});
