import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./platform/db/embedded-postgres.ts";

const serverFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "server.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-server-"));
const children: ChildProcess[] = [];

function start(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", serverFile], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = async () => {
    // initdb on a busy shared machine can take more than a minute
    for (let i = 0; i < 1800 && !output.includes("Cortège est prêt"); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { child, exited, ready, output: () => output };
}

function postgresRunningOn(dir: string): boolean {
  const list = execFileSync("ps", ["-eo", "args"]).toString();
  return list.split("\n").some((line) => line.includes("postgres") && line.includes(path.join(dir, "pg")));
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start's server process", () => {
  it("starts on an empty data dir with a demo account, refuses a second process, and stops PostgreSQL on SIGTERM", async () => {
    const port = await freePort();
    const first = start(port);
    const output = await first.ready();
    expect(output).toContain("Compte de démonstration créé : demo@cortege.fr / ");
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    const password = output.match(/demo@cortege\.fr \/ (\S+)/)?.[1];
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@cortege.fr", password }),
    });
    expect(login.status).toBe(200);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("Cortège tourne déjà sur le dossier de données");

    expect(postgresRunningOn(dataDir)).toBe(true);
    first.child.kill("SIGTERM");
    expect(await first.exited, first.output()).toBe(0);
    expect(postgresRunningOn(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "cortege.lock"))).toBe(false);

    // A warm start on the same data keeps the data and does not print the demo account again.
    const again = start(port);
    const warm = await again.ready();
    expect(warm).toContain("Cortège est prêt");
    expect(warm).not.toContain("Compte de démonstration créé");
    again.child.kill("SIGINT");
    expect(await again.exited, again.output()).toBe(0);
    expect(postgresRunningOn(dataDir)).toBe(false);
  }, 300_000);

  it("on SIGTERM, lets the request in flight finish, then stops the queue and PostgreSQL cleanly and exits 0", async () => {
    const port = await freePort();
    const server = start(port);
    expect(await server.ready()).toContain("Cortège est prêt");
    // forgot-password answers no sooner than 400 ms (even pacing): still running when the signal comes
    const inFlight = fetch(`http://127.0.0.1:${port}/api/user/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "demo@cortege.fr" }),
    });
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).not.toMatch(/Arrêt :|sortie forcée/);
    expect(postgresRunningOn(dataDir)).toBe(false);
    // PostgreSQL removes its pid file only on a clean shutdown
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "cortege.lock"))).toBe(false);
  }, 300_000);

  it("stops with a message naming a bad variable", async () => {
    const bad = spawn(process.execPath, ["--import", "tsx", serverFile], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: "soixante" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    bad.stderr?.on("data", (d: Buffer) => {
      err += d.toString();
    });
    const code = await new Promise((resolve) => bad.on("exit", resolve));
    expect(code).toBe(1);
    expect(err).toContain("PORT");
  });
});
