import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LoadRequest, type LoadResult, runLoad } from "./load-generator.ts";
import { call, quoteCreateBody, type VendorPersona } from "./seeded-setup.ts";
import { repoRoot, rssMiB, startServer } from "./server-process.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

type Scenario = { name: string; next: (i: number) => LoadRequest };

async function main(): Promise<void> {
  const server = await startServer();
  const out: Array<{ scenario: string; result: LoadResult; peakRss: number }> = [];
  try {
    const login = { email: "demo@cortege.fr", password: server.demoPassword };
    const { token } = await call<{ token: string }>(server.port, "POST", "/api/user/login", login);
    const { vendors } = await call<{ vendors: { id: string }[] }>(
      server.port,
      "GET",
      "/api/vendor/user-vendors",
      undefined,
      token,
    );
    const vendorId = vendors[0]?.id as string;
    const auth = { authorization: `Bearer ${token}` };
    const loginBody = JSON.stringify(login);

    const get = (p: string): LoadRequest => ({ method: "GET", path: p, headers: auth });
    // The demo venue's catalogue, its couple and its accepted quote (apps/api/src/seed-demo.ts).
    const q = (query: Record<string, string>) => new URLSearchParams({ vendorId, ...query });
    const { products } = await call<{ products: { productId: string; tax: string; productType: string; unitType: string }[] }>(
      server.port,
      "GET",
      `/api/product/list?${q({})}`,
      undefined,
      token,
    );
    const { quotes } = await call<{ quotes: { quoteId: string; clientId: string }[] }>(
      server.port,
      "GET",
      `/api/quote/list?${q({ quoteType: "QUOTE" })}`,
      undefined,
      token,
    );
    const demo: VendorPersona = {
      email: login.email,
      token,
      vendorId,
      clients: 1,
      foldedTerms: [],
      typoTerms: [],
      eventCursors: [],
      statusCursors: [],
      eventIds: [],
      clientIds: quotes.map((x) => x.clientId),
      products: products.map((x) => ({ id: x.productId, tax: x.tax, productType: x.productType, unitType: x.unitType })),
      quoteIds: quotes.map((x) => x.quoteId),
    };
    const quotePdf = get(`/api/quote/pdf?${q({ quoteType: "QUOTE", quoteId: demo.quoteIds[0] ?? "" })}`);
    const scenarios: Scenario[] = [
      { name: "ceiling: bare route (GET /api/ping)", next: () => ({ method: "GET", path: "/api/ping" }) },
      { name: "ceiling: SELECT 1 through the pool (GET /api/health)", next: () => ({ method: "GET", path: "/api/health" }) },
      {
        name: "login (POST /api/user/login, argon2id)",
        next: () => ({ method: "POST", path: "/api/user/login", body: loginBody }),
      },
      { name: "current user (GET /api/user)", next: () => get("/api/user") },
      { name: "vendor (GET /api/vendor)", next: () => get(`/api/vendor?vendorId=${vendorId}`) },
      { name: "own vendors (GET /api/vendor/user-vendors)", next: () => get("/api/vendor/user-vendors") },
      {
        name: "quote create, 6 lines, two VAT rates (POST /api/quote/create)",
        next: (i) => ({
          method: "POST",
          path: "/api/quote/create",
          headers: auth,
          body: JSON.stringify(quoteCreateBody(demo, i)),
        }),
      },
      { name: "quote PDF (GET /api/quote/pdf)", next: () => quotePdf },
      {
        name: "mixed vendor's day (user, vendors, vendor; 1 login in 50)",
        next: (i) => {
          if (i % 50 === 0) return { method: "POST", path: "/api/user/login", body: loginBody };
          const reads = [get("/api/user"), get("/api/vendor/user-vendors"), get(`/api/vendor?vendorId=${vendorId}`)];
          return reads[i % reads.length] as LoadRequest;
        },
      },
    ];

    for (const scenario of scenarios) {
      let peakRss = rssMiB(server.pid);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(server.pid));
      }, 200);
      const result = await runLoad({ port: server.port, connections: CONNECTIONS, durationS: DURATION_S, next: scenario.next });
      clearInterval(sampler);
      out.push({ scenario: scenario.name, result, peakRss });
      process.stdout.write(
        `${scenario.name}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.errors + result.non2xx}, peak RSS ${peakRss} MiB\n`,
      );
    }
  } finally {
    await server.stop();
  }

  const ceiling = out[0]?.result.rps ?? 1;
  const dbCeiling = out[1]?.result.rps ?? 1;
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const database = process.env.DATABASE_URL ? "external PostgreSQL (DATABASE_URL)" : "embedded PostgreSQL";
  const lines = [
    `\n## Load — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}`,
    "",
    `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${database}; ${CONNECTIONS} keep-alive connections, ${DURATION_S} s per scenario, load generator on the same machine.`,
    "",
    "| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | server peak RSS MiB | ÷ bare | ÷ SELECT 1 |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...out.map(
      ({ scenario, result: r, peakRss }) =>
        `| ${scenario} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors + r.non2xx} | ${peakRss} | ${(r.rps / ceiling).toFixed(2)} | ${(r.rps / dbCeiling).toFixed(2)} |`,
    ),
    "",
  ];
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
