import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { demoLogin } from "./demo-login.ts";
import { repoRoot, rssMiB, startServer } from "./server-process.ts";

const COUNT = Number(process.env.BENCH_UPLOADS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
// 1800 × 1350 pixels of noise at quality 90 is about 2 MB, like a phone photo resized by the phone.
const WIDTH = 1800;
const HEIGHT = 1350;

/** A photo-sized JPEG of pseudo-random pixels (seeded xorshift), so that it does not compress. */
async function noiseJpeg(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let x = seed | 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Timing = { bytes: number; variantsMs: number; putMs: number; confirmMs: number; totalMs: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  process.stdout.write(`Generating ${COUNT} JPEGs of ${WIDTH}×${HEIGHT} noise…\n`);
  const photos: Buffer[] = [];
  for (let i = 0; i < COUNT; i++) photos.push(await noiseJpeg(0x9e3779b9 + i * 7919));
  const averageMb = photos.reduce((a, p) => a + p.length, 0) / photos.length / 2 ** 20;

  const server = await startServer();
  const base = `http://127.0.0.1:${server.port}`;
  const phases: Array<{ name: string; concurrency: number; timings: Timing[]; wallMs: number; peakRss: number }> = [];
  let idleRss = 0;
  try {
    const { token } = await demoLogin(`${base}/api`, server.demoPassword);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const vendors = (await (await fetch(`${base}/api/vendor/user-vendors`, { headers: auth })).json()) as {
      vendors: { id: string }[];
    };
    const vendorId = vendors.vendors[0]?.id as string;

    const post = async (url: string, body: object) => {
      const res = await fetch(`${base}/api/media-library/${url}`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ vendorId, ...body }),
      });
      if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
      return res;
    };

    /** What the uploader does for one photo: ask a URL, PUT the bytes, confirm. */
    async function uploadOne(photo: Buffer, index: number): Promise<Timing> {
      const started = performance.now();
      const presign = await post("presigned-urls", {
        category: "Medias",
        filenames: [`photo-${index}.jpg`],
        sizes: [photo.length],
      });
      const [target] = ((await presign.json()) as { urls: { fileId: string; url: string }[] }).urls;
      if (!target) throw new Error("no upload URL");
      const putStarted = performance.now();
      const put = await fetch(target.url.startsWith("/") ? `${base}${target.url}` : target.url, {
        method: "PUT",
        body: new Uint8Array(photo),
      });
      if (!put.ok) throw new Error(`PUT → ${put.status} ${await put.text()}`);
      const confirmStarted = performance.now();
      const confirm = await post("confirm", { fileId: target.fileId });
      const done = performance.now();
      const variantsMs = Number(confirm.headers.get("server-timing")?.match(/variants;dur=([\d.]+)/)?.[1] ?? Number.NaN);
      await confirm.arrayBuffer();
      return {
        bytes: photo.length,
        variantsMs,
        putMs: confirmStarted - putStarted,
        confirmMs: done - confirmStarted,
        totalMs: done - started,
      };
    }

    idleRss = rssMiB(server.pid);
    for (const concurrency of [1, CONCURRENCY]) {
      let peakRss = rssMiB(server.pid);
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rssMiB(server.pid));
      }, 50);
      const timings: Timing[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < photos.length; i = next++) timings.push(await uploadOne(photos[i] as Buffer, i));
        }),
      );
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      peakRss = Math.max(peakRss, rssMiB(server.pid));
      const name = concurrency === 1 ? "one upload at a time" : `${concurrency} uploads in flight`;
      phases.push({ name, concurrency, timings, wallMs, peakRss });
      process.stdout.write(`${name}: ${round(wallMs / 1000)} s, peak RSS ${peakRss} MiB\n`);
    }
  } finally {
    await server.stop();
  }

  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: repoRoot }).toString().trim() !== "";
  const rows = phases.map(({ name, timings, wallMs, peakRss }) => {
    const variants = timings.map((t) => t.variantsMs).sort((a, b) => a - b);
    const confirm = timings.map((t) => t.confirmMs).sort((a, b) => a - b);
    const total = timings.map((t) => t.totalMs).sort((a, b) => a - b);
    const mean = variants.reduce((a, b) => a + b, 0) / variants.length;
    return `| ${name} | ${timings.length} | ${round(wallMs / 1000)} | ${round((timings.length * 1000) / wallMs)} | ${round(mean)} | ${round(percentile(variants, 50))} | ${round(percentile(variants, 95))} | ${round(variants.at(-1) ?? 0)} | ${round(percentile(confirm, 50))} | ${round(percentile(total, 50))} | ${round(percentile(total, 95))} | ${peakRss} |`;
  });
  const lines = [
    `\n## Uploads — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}${dirty ? " (with uncommitted changes)" : ""}`,
    "",
    `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PostgreSQL, local disk storage; ${COUNT} JPEGs of ${WIDTH}×${HEIGHT} noise (${averageMb.toFixed(2)} MB on average) through the real HTTP API: presigned-urls, PUT to the signed URL, confirm (type check, WebP variants 1600 px and 400 px, quota). Variant time is the server's own (Server-Timing); RSS is the API process's, sampled every 50 ms (${idleRss} MiB idle after login, before the first upload).`,
    "",
    "| phase | uploads | wall s | uploads/s | variants mean ms | variants p50 ms | variants p95 ms | variants max ms | confirm p50 ms | upload p50 ms | upload p95 ms | server peak RSS MiB |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
  fs.appendFileSync(path.join(repoRoot, "bench/results.md"), lines.join("\n"));
  process.stdout.write(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
