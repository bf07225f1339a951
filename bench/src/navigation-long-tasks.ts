// `npm run bench:long-tasks`: the main thread's long tasks (PerformanceObserver "longtask", > 50 ms) while a vendor
// goes back and forth between two lists of the back office (clients ⇄ events, through the side navigation), on the
// demo account, in Debian's Chromium; once at the machine's speed and once with the CPU 4× slower (Lighthouse's
// mobile slowdown). Target (issue 26): no long task over 200 ms. Each round trip is measured after both lists were
// opened once (their code and texts fetched): what is measured is the rendering, not the download.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright";
import { repoRoot, startServer } from "./server-process.ts";

const rounds = Number(process.env.ROUNDS ?? 5);
const demo = { email: "demo@cortege.fr", password: "demo-cortege-2026" };
const lists = [
  { path: "/clients", name: "clients" },
  { path: "/evenements", name: "events" },
] as const;

type Measure = { cpuSlowdown: number; navigations: number; longTasks: number; maxMs: number; over200: number; p50NavMs: number };

/** Clicks the side navigation's link to a list and waits until the list has answered and settled. */
async function open(page: Page, to: string): Promise<number> {
  const started = Date.now();
  await page.locator(`nav a[href="${to}"]`).first().click();
  await page.waitForURL((url) => url.pathname === to);
  await page.waitForLoadState("networkidle");
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
  return Date.now() - started;
}

async function measure(origin: string, password: string, cpuSlowdown: number): Promise<Measure> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/connexion`);
    await page.getByLabel("Email").fill(demo.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/tableau-de-bord/, { timeout: 60_000 });
    // Both lists once: their chunks and texts are in the cache from here on.
    for (const list of lists) await open(page, list.path);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.evaluate(() => {
      const w = globalThis as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: "longtask" as never });
    });
    const durations: number[] = [];
    for (let i = 0; i < rounds; i++) {
      durations.push(await open(page, lists[0].path));
      durations.push(await open(page, lists[1].path));
    }
    // A task still running when the last list settled is reported when it ends.
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[] }).__longTasks);
    const sorted = [...durations].sort((a, b) => a - b);
    return {
      cpuSlowdown,
      navigations: durations.length,
      longTasks: tasks.length,
      maxMs: Math.round(Math.max(0, ...tasks)),
      over200: tasks.filter((d) => d > 200).length,
      p50NavMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    };
  } finally {
    await browser.close();
  }
}

const load = () => os.loadavg()[0]?.toFixed(1);
const loadBefore = load();
const server = await startServer();
try {
  const origin = `http://127.0.0.1:${server.port}`;
  const password = server.demoPassword || demo.password;
  const results = [await measure(origin, password, 1), await measure(origin, password, 4)];
  const table = [
    "| CPU | navigations (clients ⇄ events) | long tasks | longest ms | over 200 ms | navigation to settled list p50 ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.cpuSlowdown === 1 ? "as is" : `${r.cpuSlowdown}× slower`} | ${r.navigations} | ${r.longTasks} | ${r.maxMs} | ${r.over200} | ${r.p50NavMs} |`,
    ),
  ].join("\n");
  const section = `\n## Long tasks between two lists — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC\n\n${
    os.cpus().length
  } cores, Node ${process.version}, Debian's Chromium headless at 1366×900, the demo account, the production server; ${rounds} round trips clients ⇄ events through the side navigation after both lists were opened once; long tasks from a PerformanceObserver in the page. 1-min load average ${loadBefore} before, ${load()} after (shared machine).\n\n${table}\n`;
  process.stdout.write(section);
  if (process.env.RECORD !== "0") fs.appendFileSync(path.join(repoRoot, "bench/results.md"), section);
} finally {
  await server.stop();
}
