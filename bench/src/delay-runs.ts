import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./server-process.ts";
/**
 * What the delay benches (calendar sync, notifications) share: waiting for a change to show, polled, and a
 * results row of the delays measured.
 */

/** Polls `check` every `pollMs` until it holds; throws after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, pollMs: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** A markdown row `| label | n | p50 | p95 | max |`, delays rounded to `decimals`. */
export function delayRow(label: string, values: number[], decimals = 0): string {
  const scale = 10 ** decimals;
  const round = (n: number) => Math.round(n * scale) / scale;
  const sorted = [...values].sort((a, b) => a - b);
  return `| ${label} | ${values.length} | ${round(percentile(sorted, 50))} | ${round(percentile(sorted, 95))} | ${round(sorted.at(-1) ?? 0)} |`;
}

/** A section of results: appended to bench/results.md and shown. */
export function appendResults(lines: string[]): void {
  const section = lines.join("\n");
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
  process.stdout.write(`${section}\n`);
}
