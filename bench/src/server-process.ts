import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A port free on the loopback right now, for a server the bench starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process now, in MiB, read from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * CPU time a process has used so far (user + system), in ms, read from /proc (Linux; ticks of 10 ms).
 * Per request it tells the server's own cost apart from the waiting a loaded machine adds to latencies.
 */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type RunningServer = { port: number; pid: number; demoPassword: string; child: ChildProcess; stop: () => Promise<void> };

export type ServerOptions = {
  /** Extra environment (e.g. DATABASE_URL of a seeded database). */
  env?: Record<string, string>;
  /** Modules preloaded into the server process (`--import`), e.g. the soak's probe. */
  preload?: string[];
  /** Extra node flags for the server process (e.g. --expose-gc). */
  nodeArgs?: string[];
  /** Open an IPC channel to the server process (the soak's probe answers on it). */
  ipc?: boolean;
  /** Listen on this port instead of a free one. */
  port?: number;
};

/** The production server as `npm start` runs it, on a fresh data dir (or DATABASE_URL when set). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-bench-"));
  const preload = (options.preload ?? []).flatMap((p) => ["--import", p]);
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS: extra flags for the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    [
      ...(options.nodeArgs ?? []),
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--import",
      "tsx",
      ...preload,
      path.join(repoRoot, "apps/api/src/server.ts"),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        ...options.env,
      },
      stdio: options.ipc ? ["ignore", "pipe", "inherit", "ipc"] : ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  for (let i = 0; i < 1200 && !output.includes("Cortège est prêt"); i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const demoPassword = output.match(/demo@cortege\.fr \/ (\S+)/)?.[1] ?? "";
  return {
    port,
    pid: child.pid as number,
    demoPassword,
    child,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.on("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
