import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const minimumBytes = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      // .vite/manifest.json is read by tools, never served.
      if (e.name.startsWith(".")) return [];
      return e.isDirectory() ? listFiles(full) : [full];
    }),
  );
  return files.flat();
}

/** Writes `x.br` and `x.gz` beside each text file of the build; the API serves them by Accept-Encoding. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brBytes: number; gzBytes: number }> {
  const totals = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const files = (await listFiles(dir)).filter((f) => compressible.test(f));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      if (content.length < minimumBytes) return;
      // Once per build, so slow, small settings; brotli 10 is within 2 % of 11 at half the time.
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      // A compressed copy larger than the original would only cost bytes.
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brBytes += Math.min(br.length, content.length);
      totals.gzBytes += Math.min(gz.length, content.length);
    }),
  );
  return totals;
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "cortege-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written, and only when the build succeeded (closeBundle also runs after an error).
    async writeBundle() {
      // The weight budget check builds into a temporary directory and only reads the manifest.
      if (process.env.CORTEGE_PRECOMPRESS === "0") return;
      const t = await precompressDir(outDir);
      const kB = (n: number) => `${Math.round(n / 1000)} kB`;
      this.info?.(`precompressed ${t.files} files: ${kB(t.bytes)} → brotli ${kB(t.brBytes)}, gzip ${kB(t.gzBytes)}`);
    },
  };
}
