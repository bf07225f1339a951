import http from "node:http";

export type LoadRequest = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
export type LoadResult = {
  requests: number;
  errors: number;
  non2xx: number;
  durationS: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

/**
 * A closed-loop load: `connections` keep-alive connections each send the next request as soon as the
 * previous answered, for `durationS` seconds. Latencies are kept whole, so percentiles are exact.
 */
export async function runLoad(options: {
  port: number;
  connections: number;
  durationS: number;
  next: (i: number) => LoadRequest;
  /** Paced instead of closed-loop: at most this many requests per second in all (the soak's load). */
  rate?: number;
  /** Stop early (the soak's end, or a failure). */
  signal?: AbortSignal;
  /** Called after each answer, with its status (0 for a connection error). */
  onResponse?: (status: number, ms: number) => void;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let counter = 0;
  const deadline = performance.now() + options.durationS * 1000;
  const started = performance.now();

  const one = (req: LoadRequest) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const r = http.request(
        {
          host: "127.0.0.1",
          port: options.port,
          method: req.method,
          path: req.path,
          agent,
          headers: { ...(req.body ? { "content-type": "application/json" } : {}), ...req.headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            const ms = performance.now() - t0;
            latencies.push(ms);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            options.onResponse?.(res.statusCode ?? 0, ms);
            resolve();
          });
        },
      );
      r.on("error", () => {
        errors++;
        options.onResponse?.(0, performance.now() - t0);
        resolve();
      });
      if (req.body) r.write(req.body);
      r.end();
    });

  const rate = options.rate;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      for (let k = 0; performance.now() < deadline && !options.signal?.aborted; k++) {
        if (rate) {
          // Worker w sends its k-th request at (k·connections + w) / rate s: evenly spread, no bursts.
          const due = started + ((k * options.connections + worker) / rate) * 1000;
          const wait = Math.min(due, deadline) - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() >= deadline || options.signal?.aborted) break;
        }
        await one(options.next(counter++));
      }
    }),
  );
  agent.destroy();
  const durationS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    non2xx,
    durationS: round(durationS),
    rps: Math.round(latencies.length / durationS),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? 0),
  };
}
