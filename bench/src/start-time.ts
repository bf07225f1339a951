// `npm run bench:start [-- --runs 4 --dir <checkout>]`: how long `npm start` (scripts/start.mjs) takes to answer
// GET /api/health, on a checkout as it is (by default this one), with one data directory kept across the runs:
// the first run builds what changed (and initialises the database when the directory is new), the next
// ones find nothing changed (issue 26 item 4: ≤ 3 s warm). Each run's « [start] » lines are kept, so the
// report says what the start did. Appends a section to bench/results.md (BENCH_START_DRY_RUN=1: prints only).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, repoRoot } from "./server-process.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);

type Run = { seconds: number; steps: string[] };

async function startOnce(dir: string, dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(dir, "scripts/start.mjs")], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
      if (performance.now() - started > 600_000) throw new Error(`no answer in 10 min: ${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, steps: output.split("\n").filter((l) => l.startsWith("[start]")) };
  } finally {
    // The whole group: start.mjs runs the server in its own process, and PostgreSQL under it.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => (child.exitCode === null ? child.on("exit", r) : r(null)));
    // The embedded PostgreSQL lets go of its data directory's lock on the server's way out.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "4" }, dir: { type: "string" } } });
  const dir = path.resolve(values.dir ?? repoRoot);
  const runs = Number(values.runs);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-start-"));
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const results: Run[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const run = await startOnce(dir, dataDir);
      results.push(run);
      say(`start ${i + 1}: ${run.seconds.toFixed(2)} s — ${run.steps.join(" | ")}`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const lines = [
    `\n## \`npm start\` to first answer — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}`,
    "",
    `${os.cpus().length} cores, Node ${process.version}; \`npm run bench:start\` on ${dir === repoRoot ? "this checkout" : `a copy of the checkout (${dir}), so that other sessions' edits do not count as changes`}; one data directory kept across the runs (the first run initialises it); wall time from launching \`node scripts/start.mjs\` to the first 200 of \`GET /api/health\` (polled every 25 ms). 1-min load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after (shared machine).`,
    "",
    "| run | seconds to first answer | what start did |",
    "| ---: | ---: | --- |",
    ...results.map(
      (r, i) => `| ${i + 1} | ${r.seconds.toFixed(2)} | ${r.steps.map((s) => s.replace("[start] ", "")).join("; ")} |`,
    ),
    "",
  ];
  if (process.env.BENCH_START_DRY_RUN !== "1") fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
  say(lines.join("\n"));
}

await main();
