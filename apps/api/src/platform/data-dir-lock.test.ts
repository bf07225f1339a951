import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_STALE_MS, lockDataDir } from "./data-dir-lock.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "cortege-lock-"));
const lockOf = (dir: string) => path.join(dir, "cortege.lock");
const age = (file: string, ms: number) => fs.utimesSync(file, new Date(Date.now() - ms), new Date(Date.now() - ms));

describe("data directory lock", () => {
  it("refuses a second process while the first runs, and takes over a dead one's lock", async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    fs.writeFileSync(lockOf(dir), String(child.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/tourne déjà/);
    child.kill();
    await new Promise((resolve) => child.on("exit", resolve));
    const release = await lockDataDir(dir);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toBe(`${process.pid}\n${os.hostname()}\n`);
    release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it("judges a lock from another host or container by its heartbeat, not by a pid it cannot see", async () => {
    const dir = tempDir();
    // a pid that does not exist here, written by a process in another pid namespace
    fs.writeFileSync(lockOf(dir), "4000000\nautre-conteneur\n");
    await expect(lockDataDir(dir)).rejects.toThrow(/processus 4000000 sur autre-conteneur/);
    age(lockOf(dir), LOCK_STALE_MS + 5_000);
    const release = await lockDataDir(dir);
    release();
    fs.rmSync(dir, { recursive: true });
  });

  it("does not take over a stale lock while a PostgreSQL answers on the port of the data directory", async () => {
    const dir = tempDir();
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as net.AddressInfo).port;
    fs.mkdirSync(path.join(dir, "pg"));
    fs.writeFileSync(path.join(dir, "pg", "postmaster.pid"), `4000001\n${dir}/pg\n1700000000\n${port}\n\n127.0.0.1\n`);
    fs.writeFileSync(lockOf(dir), "4000000\nautre-conteneur\n");
    age(lockOf(dir), LOCK_STALE_MS + 5_000);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`PostgreSQL répond encore sur le port ${port}`));
    await new Promise((resolve) => server.close(resolve));
    const release = await lockDataDir(dir);
    release();
    fs.rmSync(dir, { recursive: true });
  });
});
