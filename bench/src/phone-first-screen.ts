// `npm run bench:phone`: how long the login page takes on a throttled phone, beside a bare Vite + React + MUI page.
// Not Lighthouse (not installed): Playwright's Chromium with Lighthouse's mobile settings applied by hand through
// the DevTools protocol (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a cold cache per run.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build } from "vite";
import { precompressDir } from "../../apps/web/precompress.ts";
import { repoRoot, startServer } from "./server-process.ts";

const runs = Number(process.env.RUNS ?? 5);

type Sample = { fcp: number; lcp: number; interactive: number; transferredKb: number; requests: number };

/** A login-like page with nothing else: the floor for React 19 + MUI built by the same Vite. */
async function buildBarePage(): Promise<string> {
  // Inside node_modules so that React and MUI resolve from the workspace's own copies.
  const dir = path.join(repoRoot, "node_modules/.cache/cortege/bare-mui-page");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="fr"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Bare</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, "main.tsx"),
    `import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import CssBaseline from "@mui/material/CssBaseline";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root") as HTMLElement).render(
  <>
    <CssBaseline />
    <Container maxWidth="xs">
      <Stack component="form" spacing={2} sx={{ mt: 6 }} onSubmit={(e) => e.preventDefault()}>
        <Typography variant="h4" component="h1">Connexion</Typography>
        <TextField label="E-mail" type="email" />
        <TextField label="Mot de passe" type="password" />
        <Button type="submit" variant="contained">Se connecter</Button>
      </Stack>
    </Container>
  </>,
);
`,
  );
  const outDir = path.join(dir, "dist");
  await build({ root: dir, configFile: false, logLevel: "warn", plugins: [react()], build: { outDir, emptyOutDir: true } });
  await precompressDir(outDir);
  return outDir;
}

/** Serves a built directory the way the API does: the precompressed copy Accept-Encoding allows. */
async function serveStatic(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = http.createServer((req, res) => {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    const file = path.join(dir, url === "/" ? "index.html" : url);
    if (!file.startsWith(dir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    const encoding = accept.includes("br") && fs.existsSync(`${file}.br`) ? "br" : undefined;
    res.writeHead(200, {
      "content-type": types[path.extname(file)] ?? "application/octet-stream",
      vary: "Accept-Encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(fs.readFileSync(encoding ? `${file}.br` : file));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

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
