// `npm run dashboard -w @cortege/bench -- [--size large]`: the dashboard's four calls (issue 20) as the home
// screen and « Statistiques » make them, on the seeded data's biggest vendor (most events), against a production
// server on loopback. Each scenario bounded by BENCH_SECONDS (10); run at BENCH_CONNECTIONS (comma list,
// default "1,4,16") keep-alive connections: 4 is one vendor opening the dashboard (its four calls at once).
// BENCH_DATA_DIR keeps the seeded PostgreSQL for a second run. Appends a section to bench/results.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { type LoadRequest, type LoadResult, runLoad } from "./load-generator.ts";
import { isSeedSizeName, SEED_PASSWORD, seedSizes } from "./seed/sizes.ts";
import { startSeededServer } from "./seeded-setup.ts";
import { repoRoot } from "./server-process.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "1,4,16").split(",").map(Number);
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The seed writes no showcase views: five years of daily views for the benchmarked vendor (idempotent), so
 * the year view groups ~1,800 days as a vendor live since 2022 would.
 */
async function seedViews(databaseUrl: string, vendorId: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO showcase_page_views (vendor_id, day, views)
       SELECT $1, d::date, 5 + (extract(doy FROM d)::int * 7) % 40
         FROM generate_series(current_date - interval '5 years', current_date, interval '1 day') d
       ON CONFLICT DO NOTHING`,
      [vendorId],
    );
    const n = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM showcase_page_views WHERE vendor_id = $1", [
      vendorId,
    ]);
    return n.rows[0]?.n ?? 0;
  } finally {
    await db.end();
  }
}

async function vendorSize(databaseUrl: string, vendorId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const r = await db.query<{ events: number; payments: number; documents: number; issued: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE vendor_id = $1) AS events,
              (SELECT count(*)::int FROM document_payments WHERE vendor_id = $1) AS payments,
              (SELECT count(*)::int FROM documents WHERE vendor_id = $1) AS documents,
              (SELECT count(*)::int FROM documents WHERE vendor_id = $1 AND issued_date IS NOT NULL) AS issued`,
      [vendorId],
    );
    return r.rows[0] ?? { events: 0, payments: 0, documents: 0, issued: 0 };
  } finally {
    await db.end();
  }
}

async function biggestVendor(databaseUrl: string): Promise<{ vendorId: string; email: string }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const r = await db.query<{ vendorId: string; email: string }>(
      `SELECT e.vendor_id AS "vendorId", u.email
         FROM (SELECT vendor_id, count(*) AS n FROM events GROUP BY 1 ORDER BY 2 DESC LIMIT 1) e
         JOIN vendor_members m ON m.vendor_id = e.vendor_id
         JOIN users u ON u.id = m.user_id
        ORDER BY m.created_at LIMIT 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error("no seeded vendor");
    return row;
  } finally {
    await db.end();
  }
}

/**
 * The seed records no payments: the vendor's PAID invoices and deposit invoices get one, ten days after
 * issue (never after today), so « encaissé » sums real rows. Idempotent.
 */
async function paySettled(databaseUrl: string, vendorId: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO document_payments (vendor_id, document_id, date, amount_cents, method)
       SELECT d.vendor_id, d.id, least(d.issued_date + 10, current_date), d.total_including_tax_cents, 'BANK_TRANSFER'
         FROM documents d
        WHERE d.vendor_id = $1 AND d.status = 'PAID' AND d.issued_date IS NOT NULL
          AND d.quote_type IN ('INVOICE', 'DEPOSIT') AND d.total_including_tax_cents > 0
          AND NOT EXISTS (SELECT 1 FROM document_payments p WHERE p.document_id = d.id)`,
      [vendorId],
    );
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { size: { type: "string", default: "large" } } });
  const size = values.size as string;
  if (!isSeedSizeName(size)) throw new Error(`--size: one of ${Object.keys(seedSizes).join(", ")}`);
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const seeded = await startSeededServer(size);
  const { server } = seeded;
  const out: Array<{ scenario: string; connections: number; result: LoadResult }> = [];
  let notes = "";
  try {
    const port = server.port;
    // The seed's biggest vendor (most events), as its owner.
    const owner = await biggestVendor(seeded.target.url);
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: owner.email, password: SEED_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`${owner.email} could not log in`);
    const biggest = { id: owner.vendorId, ...(await vendorSize(seeded.target.url, owner.vendorId)) };
    await paySettled(seeded.target.url, biggest.id);
    const days = await seedViews(seeded.target.url, biggest.id);
    const paid = await vendorSize(seeded.target.url, biggest.id);
    notes = `Biggest vendor (${owner.email}): ${biggest.events} events, ${biggest.documents} documents (${biggest.issued} issued), ${paid.payments} payments, ${days} days of showcase views.`;
    say(notes);

    const get = (url: string, query: Record<string, string> = {}): LoadRequest => ({
      method: "GET",
      path: `${url}?${new URLSearchParams({ vendorId: biggest.id, ...query })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const views = ["day", "week", "month", "year"] as const;
    const home = [
      get("/api/dashboard/ca"),
      get("/api/dashboard/events-stats"),
      get("/api/dashboard/showcase-count", { view: "month" }),
      get("/api/dashboard/pending-documents"),
    ];
    const scenarios: { name: string; next: (i: number) => LoadRequest }[] = [
      { name: "ceiling: SELECT 1 through the pool (GET /api/health)", next: () => ({ method: "GET", path: "/api/health" }) },
      { name: "revenue HT (GET /api/dashboard/ca)", next: () => get("/api/dashboard/ca") },
      {
        name: "revenue TTC over 2 years (ca?basis=TTC&from&to)",
        next: () => get("/api/dashboard/ca", { basis: "TTC", from: "2025-01-01", to: "2026-12-31" }),
      },
      { name: "events stats, all time (GET /api/dashboard/events-stats)", next: () => get("/api/dashboard/events-stats") },
      {
        name: "events stats over a year (events-stats?from&to)",
        next: () => get("/api/dashboard/events-stats", { from: "2026-01-01", to: "2026-12-31" }),
      },
      {
        name: "showcase count, day/week/month/year (GET /api/dashboard/showcase-count)",
        next: (i) => get("/api/dashboard/showcase-count", { view: views[i % 4] as string }),
      },
      { name: "pending documents (GET /api/dashboard/pending-documents)", next: () => get("/api/dashboard/pending-documents") },
      { name: "home screen mix (the four calls in turn)", next: (i) => home[i % 4] as LoadRequest },
    ];
    for (const connections of CONNECTIONS) {
      for (const scenario of scenarios) {
        const result = await runLoad({ port, connections, durationS: DURATION_S, next: scenario.next });
        out.push({ scenario: scenario.name, connections, result });
        say(
          `[${connections}] ${scenario.name}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors + result.non2xx}`,
        );
      }
    }
  } finally {
    await seeded.stop();
  }

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const s = seedSizes[size];
  const lines = [
    `\n## Dashboard calls on seeded data (${size}) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}`,
    "",
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${seeded.databaseLabel}; data: \`npm run seed -- --size ${size}\` (${s.vendors} vendors${seeded.seedSeconds ? `, seeded in ${seeded.seedSeconds.toFixed(0)} s` : ""}); all calls as the owner of the seed's biggest vendor. ${DURATION_S} s per scenario, load generator on the same machine (loopback); 1-min load average ${loadBefore} before the run, ${os.loadavg()[0]?.toFixed(1)} after (the machine is shared with other engineers' work). ${notes}`,
    "",
    "| scenario | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...out.map(
      ({ scenario, connections, result: r }) =>
        `| ${scenario} | ${connections} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.errors + r.non2xx} |`,
    ),
    "",
  ];
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
