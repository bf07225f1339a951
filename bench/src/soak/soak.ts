// `npm run soak -- [--minutes 10] [--sample-seconds 10] [--size small] [--rate N]`
// A production server on seeded data (embedded PostgreSQL, or DATABASE_URL) under the mixed vendor's-day
// load at half its measured maximum, on loopback, for a bounded time. Every sample: server RSS, heap,
// event-loop delay, PostgreSQL connections. Fails (exit 1) on any error answer, on RSS growing 10 % or
// more after warm-up, or on a heap slope of 2 MiB/min or more. Appends a section to bench/results.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { runLoad } from "../load-generator.ts";
import { isSeedSizeName, seedSizes } from "../seed/sizes.ts";
import { loadPersonas, pdfRoute, seededRequests, startSeededServer } from "../seeded-setup.ts";
import { repoRoot } from "../server-process.ts";

const MAX_RSS_GROWTH = 0.1;
const MAX_HEAP_SLOPE_MIB_PER_MIN = 2;
const CONNECTIONS = 16;

type Sample = {
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  loopDelayP99: number;
  loopDelayMax: number;
  pgConnections: number;
  requests: number;
  errors: number;
};

const say = (line: string) => process.stdout.write(`${line}\n`);
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] as number);
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const num = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      "sample-seconds": { type: "string", default: "10" },
      size: { type: "string", default: "small" },
      rate: { type: "string" },
    },
  });
  const minutes = Number(values.minutes);
  const sampleSeconds = Number(values["sample-seconds"]);
  const size = values.size as string;
  if (!(minutes > 0 && minutes <= 24 * 60)) throw new Error("--minutes: between 0 and 1440");
  if (!(sampleSeconds >= 1)) throw new Error("--sample-seconds: at least 1");
  if (!isSeedSizeName(size)) throw new Error(`--size: one of ${Object.keys(seedSizes).join(", ")}`);

  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), "probe.ts");
  const seeded = await startSeededServer(size, { preload: [probe], ipc: true, nodeArgs: ["--expose-gc"] });
  const { server } = seeded;
  const samples: Sample[] = [];
  let requests = 0;
  let errors = 0;
  const errorStatuses = new Map<number, number>();
  let maxRps = 0;
  let rate = 0;
  let result: Awaited<ReturnType<typeof runLoad>> | undefined;
  const db = new pg.Client({ connectionString: seeded.target.url });
  try {
    await db.connect();
    const personas = await loadPersonas(server.port, seeded.target.url);
    const { mixed } = seededRequests(personas, { pdf: await pdfRoute(server.port, personas) });

    // The maximum of the same mixed load, closed loop, then half of it for the soak (issue 9).
    const max = await runLoad({ port: server.port, connections: CONNECTIONS, durationS: 15, next: mixed });
    maxRps = max.rps;
    rate = values.rate ? Number(values.rate) : Math.max(1, Math.round(max.rps / 2));
    say(`maximum of the mixed load: ${max.rps} req/s (p99 ${max.p99} ms); soak at ${rate} req/s for ${minutes} min`);

    const ask = () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("probe did not answer")), 5000);
        server.child.once("message", (m) => {
          clearTimeout(timer);
          resolve(m as Record<string, number>);
        });
        server.child.send("sample");
      });
    const started = performance.now();
    const sample = async () => {
      const m = await ask();
      const c = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      const s: Sample = {
        t: (performance.now() - started) / 1000,
        rss: m.rss ?? 0,
        heapUsed: m.heapUsed ?? 0,
        heapTotal: m.heapTotal ?? 0,
        loopDelayP99: m.loopDelayP99 ?? 0,
        loopDelayMax: m.loopDelayMax ?? 0,
        pgConnections: c.rows[0]?.n ?? 0,
        requests,
        errors,
      };
      samples.push(s);
      say(
        `${s.t.toFixed(0).padStart(5)} s  rss ${mib(s.rss)} MiB  heap ${mib(s.heapUsed)}/${mib(s.heapTotal)} MiB  loop p99 ${s.loopDelayP99.toFixed(1)} ms  pg ${s.pgConnections}  requests ${requests}  errors ${errors}`,
      );
    };
    await sample();
    let sampling: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      sampling = sampling.then(sample).catch((e: unknown) => say(`sample failed: ${String(e)}`));
    }, sampleSeconds * 1000);
    result = await runLoad({
      port: server.port,
      connections: CONNECTIONS,
      durationS: minutes * 60,
      rate,
      next: mixed,
      onResponse: (status) => {
        requests++;
        if (status === 0 || status >= 400) {
          errors++;
          errorStatuses.set(status, (errorStatuses.get(status) ?? 0) + 1);
        }
      },
    });
    clearInterval(timer);
    await sampling;
    await sample();
  } finally {
    await db.end().catch(() => {});
    await seeded.stop();
  }

  // Warm-up: the first fifth of the run (at most 2 minutes) fills caches, pools and JIT.
  const warm = Math.min(120, (minutes * 60) / 5);
  const steady = samples.filter((s) => s.t >= warm);
  const quarter = Math.max(1, Math.floor(steady.length / 4));
  const rssStart = median(steady.slice(0, quarter).map((s) => s.rss));
  const rssEnd = median(steady.slice(-quarter).map((s) => s.rss));
  const growth = rssStart > 0 ? (rssEnd - rssStart) / rssStart : 0;
  const heapSlope = slope(steady.map((s) => ({ x: s.t / 60, y: s.heapUsed / 2 ** 20 })));
  const peakRss = Math.max(...samples.map((s) => s.rss));
  const peakPg = Math.max(...samples.map((s) => s.pgConnections));
  const worstLoop = Math.max(...steady.map((s) => s.loopDelayMax));
  const failures: string[] = [];
  if (errors > 0)
    failures.push(`${errors} error answers (${[...errorStatuses].map(([s, n]) => `${s || "network"}: ${n}`).join(", ")})`);
  if (growth >= MAX_RSS_GROWTH)
    failures.push(`RSS grew ${(growth * 100).toFixed(1)} % after warm-up (limit ${MAX_RSS_GROWTH * 100} %)`);
  if (heapSlope >= MAX_HEAP_SLOPE_MIB_PER_MIN)
    failures.push(`heap grows ${heapSlope.toFixed(2)} MiB/min (limit ${MAX_HEAP_SLOPE_MIB_PER_MIN})`);

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: repoRoot }).toString().trim()
    ? " (with uncommitted changes)"
    : "";
  const r = result;
  const lines = [
    `\n## Soak (${minutes} min, ${size}) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}${dirty}`,
    "",
    `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${seeded.databaseLabel}, loopback, 1-min load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after (shared machine). Mixed vendor's-day load (\`npm run soak\`), maximum measured first over 15 s closed loop: ${maxRps} req/s; soak paced at ${rate} req/s over ${CONNECTIONS} connections, sampled every ${sampleSeconds} s (heap measured after a full GC, \`--expose-gc\`), warm-up ${warm.toFixed(0)} s. Limits: no error, RSS growth after warm-up < ${MAX_RSS_GROWTH * 100} %, heap slope < ${MAX_HEAP_SLOPE_MIB_PER_MIN} MiB/min.`,
    "",
    "| requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | RSS after warm-up → end MiB | RSS growth | live heap slope MiB/min | peak RSS MiB | worst event-loop delay ms | peak PostgreSQL connections | verdict |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    `| ${r?.requests ?? 0} | ${r?.rps ?? 0} | ${r?.p50 ?? 0} | ${r?.p95 ?? 0} | ${r?.p99 ?? 0} | ${r?.max ?? 0} | ${errors} | ${mib(rssStart)} → ${mib(rssEnd)} | ${(growth * 100).toFixed(1)} % | ${heapSlope.toFixed(2)} | ${mib(peakRss)} | ${worstLoop.toFixed(1)} | ${peakPg} | ${failures.length === 0 ? "pass" : `FAIL: ${failures.join("; ")}`} |`,
    "",
  ];
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
  say(lines.slice(-3).join("\n"));
  if (failures.length > 0) {
    say(`ÉCHEC : ${failures.join(" ; ")}`);
    process.exit(1);
  }
  say("Soak réussi.");
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
