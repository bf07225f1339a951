import { openTarget } from "./bench/src/seed/database-target.ts";
const t = await openTarget("/tmp/perf-bench-data", true);
console.log(t.url);
process.on("SIGTERM", async () => { await t.stop(); process.exit(0); });
setInterval(() => {}, 1e6);
