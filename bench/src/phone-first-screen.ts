// `npm run bench:phone`: how long the login page takes on a throttled phone, beside a bare Vite + React + MUI page.
// Not Lighthouse (see lighthouse-mobile.ts for the scores): Playwright's Chromium with Lighthouse's mobile settings applied by hand through
// the DevTools protocol (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a cold cache per run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { buildBarePage, serveStatic } from "./bare-mui-page.ts";
import { repoRoot, startServer } from "./server-process.ts";

const runs = Number(process.env.RUNS ?? 5);

type Sample = { fcp: number; lcp: number; interactive: number; transferredKb: number; requests: number };

async function measure(url: string): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let transferred = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (e: { encodedDataLength: number }) => {
      transferred += e.encodedDataLength;
      requests += 1;
    });
    await page.addInitScript(() => {
      // Runs in the page (the bench is type-checked without the DOM library).
      const w = globalThis as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        // Node's types do not list the browser's entry types.
      }).observe({ type: "largest-contentful-paint" as never, buffered: true });
    });
    await page.goto(url, { waitUntil: "commit" });
    // Interactive: the submit button is there and the form accepts typing.
    await page.locator('button[type="submit"]').waitFor({ state: "visible", timeout: 60_000 });
    await page.locator('input[type="email"], input[name="email"]').first().fill("a@b.fr");
    const interactive = await page.evaluate(() => performance.now());
    await page.waitForLoadState("networkidle");
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      lcp: (globalThis as unknown as { __lcp: number }).__lcp,
    }));
    return { ...timings, interactive, transferredKb: transferred / 1000, requests };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function series(label: string, url: string): Promise<string> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(url));
  const ms = (n: number) => Math.round(n);
  return `| ${label} | ${runs} | ${ms(median(samples.map((s) => s.fcp)))} | ${ms(median(samples.map((s) => s.lcp)))} | ${ms(
    median(samples.map((s) => s.interactive)),
  )} | ${Math.round(median(samples.map((s) => s.transferredKb)))} | ${median(samples.map((s) => s.requests))} |`;
}

const load = () => os.loadavg()[0]?.toFixed(1);
const loadBefore = load();
const bareDir = await buildBarePage();
const bare = await serveStatic(bareDir);
const server = await startServer();
try {
  const rows = [
    await series("login page (/connexion, API server)", `http://127.0.0.1:${server.port}/connexion`),
    await series("bare Vite + React + MUI form (same compression)", bare.url),
  ];
  const table = [
    "| page | runs | FCP ms (median) | LCP ms (median) | form usable ms (median) | transferred kB | requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  const section = `\n## Phone first screen (not Lighthouse) — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\n${os.cpus().length} cores, Node ${process.version}, Chromium (Playwright, headless) with Lighthouse's mobile throttling applied through the DevTools protocol: CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; 375×812 mobile viewport, cold cache each run. « Form usable » is when the submit button shows and the e-mail field takes typing. 1-min load average ${loadBefore} before, ${load()} after (the machine is shared: figures are inflated by other work).\n\n${table}\n`;
  process.stdout.write(section);
  if (process.env.RECORD !== "0") fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
} finally {
  await server.stop();
  await bare.close();
}
