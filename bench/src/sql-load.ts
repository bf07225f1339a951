import pg from "pg";
import type { LoadResult } from "./load-generator.ts";

/** A statement and its parameters, as a route sends it to PostgreSQL: named when the route prepares it. */
export type SqlStatement = { text: string; values: unknown[]; name?: string };
/**
 * One statement of a request: fixed, or made from the rows the statements before it answered, in order (a
 * route's later query names the ids its first one found: the page's clients, its documents' links), or none.
 */
export type SqlRequest = SqlStatement | ((previous: Record<string, unknown>[][]) => SqlStatement | null);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * The ceiling of a list route: the same SQL it runs, sent bare from a pool of `connections` clients
 * (closed loop, as the HTTP load), for `durationS` seconds. The route's rate divided by this one is
 * what Node, Fastify, auth and serialisation keep of what PostgreSQL could answer.
 */
export async function runSqlLoad(options: {
  url: string;
  connections: number;
  durationS: number;
  next: (i: number) => SqlRequest[];
}): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const started = performance.now();
  const until = started + options.durationS * 1000;
  try {
    // Connections opened before the clock starts counting requests.
    await Promise.all(Array.from({ length: options.connections }, () => pool.query("select 1")));
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < until) {
          const statements = options.next(i++);
          const t0 = performance.now();
          try {
            // The statements of one request run one after the other on one connection, as a route's would.
            const client = await pool.connect();
            try {
              const answered: Record<string, unknown>[][] = [];
              for (const step of statements) {
                const s = typeof step === "function" ? step(answered) : step;
                answered.push(s ? (await client.query(s)).rows : []);
              }
            } finally {
              client.release();
            }
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const durationS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    non2xx: 0,
    durationS,
    rps: Math.round(latencies.length / durationS),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}
