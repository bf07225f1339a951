// `npm start`: build what changed since the last start, then run the server.
// - the web app is rebuilt (vite) only when its inputs changed (a hash of their contents, not their dates);
// - the API's TypeScript is compiled once into one file (esbuild, already installed with tsx) and reused while its
//   sources stay the same, instead of being compiled by tsx at every start.
// Plain JavaScript on purpose: this runs before anything is compiled.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules/.cache/cortege");
const webDist = path.join(root, "apps/web/dist");
const apiOut = path.join(root, "apps/api/dist/server.mjs");
const started = performance.now();
const say = (line) => process.stdout.write(`[start] ${line}\n`);
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Files that can change a build: sources and configuration, not tests. */
function listInputs(entries) {
  const files = [];
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isFile()) return files.push(p);
    for (const name of fs.readdirSync(p).sort()) {
      if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
      if (/\.test\.tsx?$/.test(name) || name === "test") continue;
      walk(path.join(p, name));
    }
  };
  for (const entry of entries) walk(path.join(root, entry));
  return files;
}

function hashOf(files) {
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const fileHash = (file) => (fs.existsSync(file) ? hashOf([file]) : null);

function readStamp(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(cacheDir, `${name}.json`), "utf8"));
  } catch {
    return null;
  }
}

function writeStamp(name, stamp) {
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(cacheDir, `${name}.json`), `${JSON.stringify(stamp)}\n`);
}

const shared = ["packages/domain/src", "packages/domain/package.json", "package-lock.json"];

function buildWeb() {
  const inputs = hashOf(
    listInputs([
      ...shared,
      // The whole app (sources, public files, its pages and every build file: the login and home pages, the chunk
      // plan…), but its dist and node_modules: a list of names missed the pages and plugins added since.
      "apps/web",
      "packages/api-client/src",
      "packages/api-client/package.json",
    ]),
  );
  const stamp = readStamp("web-build");
  // The output is checked too: a `npm run build` from other sources since (an e2e run) replaced it.
  const index = path.join(webDist, "index.html");
  if (stamp?.inputs === inputs && stamp.index === fileHash(index)) {
    say("web app: up to date (apps/web/dist was built from these sources)");
    return;
  }
  say(stamp ? "web app: sources changed, building (vite)…" : "web app: first build (vite), about ten seconds…");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const run = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  });
  if (run.status !== 0) throw new Error("the web build failed (see above)");
  writeStamp("web-build", { inputs, index: fileHash(index) });
  say(`web app: built (${seconds()})`);
}

async function buildApi() {
  const inputs = hashOf(listInputs([...shared, "apps/api/src", "apps/api/package.json"]));
  const stamp = readStamp("api-build");
  if (stamp?.inputs === inputs && stamp.output === fileHash(apiOut)) {
    say("API: up to date (apps/api/dist/server.mjs was compiled from these sources)");
    return true;
  }
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    say("API: esbuild not found, the server will compile its TypeScript at start (tsx)");
    return false;
  }
  say(stamp ? "API: sources changed, compiling TypeScript (esbuild)…" : "API: compiling TypeScript once (esbuild)…");
  await esbuild.build({
    entryPoints: [path.join(root, "apps/api/src/server.ts")],
    outfile: apiOut,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        name: "cortege-api",
        setup(build) {
          // Packages stay in node_modules; only the workspace's TypeScript (api, domain) goes into the file.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@cortege/") || args.path.startsWith("node:") ? undefined : { external: true },
          );
          // Each module keeps its own location: paths.ts finds the repository from import.meta.url.
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            const source = fs.readFileSync(args.path, "utf8");
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
          });
        },
      },
    ],
  });
  writeStamp("api-build", { inputs, output: fileHash(apiOut) });
  say(`API: compiled (${seconds()})`);
  return true;
}

try {
  buildWeb();
  const compiled = await buildApi();
  say(`starting the server (${seconds()} spent checking and building)`);
  if (compiled) {
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(apiOut).href);
  } else {
    const run = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "apps/api/src/server.ts")], {
      stdio: "inherit",
    });
    process.exit(run.status ?? 1);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
