import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

describe("data directory lock", () => {
  it("refuses a second process while the first runs, and takes over a dead one's lock", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cortege-lock-"));
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    fs.writeFileSync(path.join(dir, "cortege.lock"), String(child.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/tourne déjà/);
    child.kill();
    await new Promise((resolve) => child.on("exit", resolve));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "cortege.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "cortege.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });
});
