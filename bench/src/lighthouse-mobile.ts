// `npm run bench:lighthouse`: Lighthouse's mobile performance score (its default config: a mid-range phone, simulated
// 4G and a 4× slower CPU) of the login page, of the home screen after login (the demo account's dashboard) and of a
// bare Vite + React + MUI form built in the same run, against Debian's Chromium; median of RUNS (3) per page, each
// from a cold HTTP cache. The server is the production one (`npm start`'s), serving WEB_DIST_DIR or apps/web/dist.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { buildBarePage, serveStatic } from "./bare-mui-page.ts";
import { repoRoot, startServer } from "./server-process.ts";

const runs = Number(process.env.RUNS ?? 3);
const demo = { email: "demo@cortege.fr", password: "demo-cortege-2026" };

type Sample = { score: number; fcp: number; lcp: number; tbt: number; si: number; cls: number; transferKb: number };

type Browser = { port: number; close: () => Promise<void> };

/** Debian's Chromium as Lighthouse launches it (Playwright's launch made Lighthouse report an interstitial). */
async function openBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic"],
    userDataDir: profile,
  });
  return {
    port: chrome.port,
    close: async () => {
      chrome.kill();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs the demo account in through the login form, in the browser's profile (the session stays in its storage). */
async function signIn(browser: Browser, origin: string, password: string): Promise<void> {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
  try {
    const page = await connection.newPage();
    await page.goto(`${origin}/connexion`, { waitUntil: "networkidle0" });
    await page.type('input[name="email"]', demo.email);
    await page.type('input[name="password"]', password);
    await Promise.all([
      page.waitForFunction(() => location.pathname === "/tableau-de-bord", { timeout: 60_000 }),
      page.click('button[type="submit"]'),
    ]);
    await page.close();
  } finally {
    await connection.disconnect();
  }
}

/** One Lighthouse run. `signedIn`: keep the profile's storage (the session); only the HTTP cache is emptied first. */
async function audit(url: string, signedIn?: Browser): Promise<Sample> {
  const own = signedIn ? undefined : await openBrowser();
  const browser = signedIn ?? own;
  if (!browser) throw new Error("no browser");
  try {
    if (signedIn) {
      const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browser.port}` });
      const page = await connection.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await page.close();
      await connection.disconnect();
    }
    const result = await lighthouse(url, {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: Boolean(signedIn),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    // LH_REPORT_DIR keeps each run's full report and trace, to read where the time went (insights, requests, tasks).
    if (process.env.LH_REPORT_DIR) {
      fs.mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "-")}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.LH_REPORT_DIR, name), JSON.stringify(lhr));
      // And the run's trace: which task was long, and what ran in it.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        fs.writeFileSync(path.join(process.env.LH_REPORT_DIR, name.replace(/\.json$/, ".trace.json")), JSON.stringify(trace));
    }
    const audits = lhr.audits;
    const value = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
    // A home that bounced to the login page would score the wrong screen.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    return {
      score: lhr.categories.performance?.score ?? 0,
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      si: value("speed-index"),
      cls: value("cumulative-layout-shift"),
      transferKb: value("total-byte-weight") / 1000,
    };
  } finally {
    await own?.close();
  }
}

/**
 * One run whose trace was recorded: Lighthouse sometimes misses the navigation's start in the trace (NO_NAVSTART, a
 * run without measures); that run is made again, twice at most. Any other failure stops the bench.
 */
async function auditOnceRecorded(url: string, signedIn?: Browser): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, signedIn);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("NO_NAVSTART")) throw error;
    }
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function series(label: string, url: string, signedIn?: Browser): Promise<string> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await auditOnceRecorded(url, signedIn));
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  const scores = samples.map((s) => s.score.toFixed(2)).join(", ");
  return `| ${label} | ${m((s) => s.score).toFixed(2)} | ${scores} | ${Math.round(m((s) => s.fcp))} | ${Math.round(
    m((s) => s.lcp),
  )} | ${Math.round(m((s) => s.tbt))} | ${Math.round(m((s) => s.si))} | ${m((s) => s.cls).toFixed(3)} | ${Math.round(
    m((s) => s.transferKb),
  )} |`;
}

const load = () => os.loadavg()[0]?.toFixed(1);
const loadBefore = load();
const bareDir = await buildBarePage();
const bare = await serveStatic(bareDir);
const server = await startServer();
const origin = `http://127.0.0.1:${server.port}`;
try {
  const login = await series("login page (/connexion)", `${origin}/connexion`);
  // The home after login: the demo account, signed in through the login form once; each run keeps the session.
  const signedIn = await openBrowser();
  let home: string;
  try {
    await signIn(signedIn, origin, server.demoPassword || demo.password);
    home = await series("home after login (/tableau-de-bord, demo account)", `${origin}/tableau-de-bord`, signedIn);
  } finally {
    await signedIn.close();
  }
  const peer = await series("bare Vite + React + MUI form (same run)", bare.url);
  const table = [
    "| page | score (median) | scores | FCP ms | LCP ms | TBT ms | Speed Index ms | CLS | transfer kB |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    login,
    home,
    peer,
  ].join("\n");
  const section = `\n## Lighthouse mobile — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\n${
    os.cpus().length
  } cores, Node ${process.version}, Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} (default mobile config: simulated slow 4G, 4× CPU slowdown, 412×823 phone), Debian's Chromium headless; ${runs} runs per page, median shown (each run from a cold HTTP cache; the home keeps the signed-in session). 1-min load average ${loadBefore} before, ${load()} after (shared machine: the simulated timings include the host's own slowness).\n\n${table}\n`;
  process.stdout.write(section);
  if (process.env.RECORD !== "0") fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
} finally {
  await server.stop();
  await bare.close();
}
