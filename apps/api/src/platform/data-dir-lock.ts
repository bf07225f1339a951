import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {}

/** The holder touches its lock this often; a lock untouched for STALE_MS is a dead holder's. */
export const LOCK_HEARTBEAT_MS = 10_000;
export const LOCK_STALE_MS = 30_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The command line of a process visible here, or null (gone, or no way to tell). */
function commandLineOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    try {
      return execFileSync("ps", ["-p", String(pid), "-o", "command="], { stdio: ["ignore", "pipe", "ignore"] }).toString();
    } catch {
      return null;
    }
  }
}

/** Whether `pid` is, visibly from here, a PostgreSQL running on `pgDir` (not a pid from another namespace). */
export function isLocalPostmaster(pid: number, pgDir: string): boolean {
  const command = commandLineOf(pid);
  return Boolean(command?.includes("postgres") && command.includes(pgDir));
}

type LockInfo = { pid: number; host: string | null; touchedAt: number };

function readLock(file: string): LockInfo | null {
  try {
    const [pidLine, host] = fs.readFileSync(file, "utf8").split("\n");
    return { pid: Number.parseInt(pidLine ?? "", 10), host: host?.trim() || null, touchedAt: fs.statSync(file).mtimeMs };
  } catch {
    return null;
  }
}

/**
 * The port on which something accepts connections, as recorded by an embedded PostgreSQL in its pid
 * file, unless that PostgreSQL is a visible orphan on this machine.
 */
async function postgresAnswers(dataDir: string): Promise<number | null> {
  let lines: string[];
  try {
    // postmaster.pid: pid, data directory, start time, port, socket directory, listen address…
    lines = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  } catch {
    return null;
  }
  // An orphan of a crashed server on this machine: startEmbeddedPostgres stops it cleanly itself.
  if (isLocalPostmaster(Number.parseInt(lines[0] ?? "", 10), path.join(dataDir, "pg"))) return null;
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(port) || port <= 0) return null;
  const answered = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
  return answered ? port : null;
}

/**
 * Why this lock may not be taken over, or null when its holder is gone. The pid is only meaningful on
 * the machine (pid namespace) that wrote it: a lock written from another host or container is judged
 * by its heartbeat instead, and even a stale one is not taken while a PostgreSQL answers on the port
 * recorded in the data directory: stopping or starting a second server on those files would corrupt them.
 */
async function holderStillThere(dataDir: string, lock: LockInfo): Promise<string | null> {
  const here = lock.host === null || lock.host === os.hostname();
  if (here && Number.isInteger(lock.pid) && lock.pid !== process.pid && isAlive(lock.pid)) return `processus ${lock.pid}`;
  if (!here && Date.now() - lock.touchedAt < LOCK_STALE_MS) return `processus ${lock.pid} sur ${lock.host}`;
  const port = await postgresAnswers(dataDir);
  if (port !== null) return `un PostgreSQL répond encore sur le port ${port}`;
  return null;
}

/**
 * One process per data directory: two servers on the same embedded PostgreSQL files would corrupt
 * them. The lock holds the pid and the host name and is touched every 10 s; a lock whose holder is
 * gone (see holderStillThere) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "cortege.lock");
  const mine = `${process.pid}\n${os.hostname()}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: "wx" });
      const heartbeat = setInterval(() => {
        try {
          if (fs.readFileSync(lockFile, "utf8") === mine) fs.utimesSync(lockFile, new Date(), new Date());
        } catch {
          // gone: nothing to keep fresh
        }
      }, LOCK_HEARTBEAT_MS);
      heartbeat.unref();
      return () => {
        clearInterval(heartbeat);
        try {
          if (fs.readFileSync(lockFile, "utf8") === mine) fs.unlinkSync(lockFile);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const lock = readLock(lockFile);
      if (lock) {
        const holder = await holderStillThere(dataDir, lock);
        if (holder) {
          throw new DataDirLockedError(
            `Cortège tourne déjà sur le dossier de données ${dataDir} (${holder}). ` +
              "Arrêtez-le, ou choisissez un autre dossier avec DATA_DIR.",
          );
        }
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Impossible de verrouiller le dossier de données ${dataDir}.`);
}
