import { defineProject } from "vitest/config";

// The generators' own checks (pure, no database): `npm run test:bench`.
export default defineProject({ test: { name: "bench", include: ["src/**/*.test.ts"], testTimeout: 60_000 } });
