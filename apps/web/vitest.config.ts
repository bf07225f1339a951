import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // A screen driven keystroke by keystroke in jsdom takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
