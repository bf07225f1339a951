// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the only way to make or unmake an
// administrator (docs/decisions.md "Administrators"). Works on DATABASE_URL when set, otherwise on the
// embedded PostgreSQL of DATA_DIR (./data by default, the one `npm start` uses) — started here when the
// server is stopped, or reached through the running server's own cluster when it is up.
import fs from "node:fs";
import path from "node:path";
import { DataDirLockedError, lockDataDir } from "../../platform/data-dir-lock.ts";
import { migrateDatabase, openDatabase } from "../../platform/db/database.ts";
import { startCortegeDatabase } from "../../platform/db/embedded-postgres.ts";
import { repoRoot } from "../../platform/paths.ts";
import { setAdminRole } from "./admin-grant.ts";

const say = (line: string) => process.stdout.write(`${line}\n`);
const USAGE = "Usage : npm run admin -- grant <e-mail> | revoke <e-mail>";

type Target = { url: string; stop: () => Promise<void> };

/** The running server's embedded cluster: its port (postmaster.pid, 4th line) and the saved password. */
function runningCluster(pgDir: string): Target {
  const pid = fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n");
  const port = Number(pid[3]);
  const { password } = JSON.parse(fs.readFileSync(`${pgDir}.credentials.json`, "utf8")) as { password: string };
  if (!Number.isInteger(port)) throw new Error("PostgreSQL intégré : port introuvable.");
  return { url: `postgres://cortege:${encodeURIComponent(password)}@127.0.0.1:${port}/cortege`, stop: async () => {} };
}

async function openTarget(): Promise<Target> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dataDir = process.env.DATA_DIR
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : path.join(repoRoot, "data");
  const pgDir = path.join(dataDir, "pg");
  let release: () => void;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return runningCluster(pgDir);
    throw error;
  }
  const target = await startCortegeDatabase(pgDir, { info: () => {}, warn: say }, release);
  const database = openDatabase(target.url, 1);
  try {
    await migrateDatabase(database.db);
  } catch (error) {
    await target.stop();
    throw error;
  } finally {
    await database.close();
  }
  return target;
}

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if ((command !== "grant" && command !== "revoke") || !email) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const target = await openTarget();
  const database = openDatabase(target.url, 1);
  try {
    const outcome = await setAdminRole(database.db, email, command === "grant");
    if (outcome === "unknown-email") {
      process.stderr.write(`Aucun compte avec l'adresse ${email}.\n`);
      process.exitCode = 1;
    } else {
      say(
        outcome === "granted"
          ? `${email} est administrateur (effectif à sa prochaine connexion ou au prochain rafraîchissement de session).`
          : `${email} n'est plus administrateur.`,
      );
    }
  } finally {
    await database.close();
    await target.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
