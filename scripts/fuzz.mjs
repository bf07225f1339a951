// `npm run fuzz` runs the bad-input fuzzing of every route; `-- --long` sends 2,000 requests per route.
import { spawnSync } from "node:child_process";

const long = process.argv.includes("--long");
const count = long ? 2000 : Number(process.env.FUZZ_COUNT ?? 100);
const result = spawnSync("npx", ["vitest", "run", "--project", "api", "src/test/fuzz"], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_COUNT: String(count), FUZZ_SEED: process.env.FUZZ_SEED ?? String(Date.now() % 1e9) },
});
process.exit(result.status ?? 1);
