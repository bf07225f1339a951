import path from "node:path";
import { lockDataDir } from "../../../apps/api/src/platform/data-dir-lock.ts";
import { migrateDatabase, openDatabase } from "../../../apps/api/src/platform/db/database.ts";
import { startCortegeDatabase } from "../../../apps/api/src/platform/db/embedded-postgres.ts";
import { repoRoot } from "../server-process.ts";

export type DatabaseTarget = { url: string; label: string; stop: () => Promise<void> };

/** DATA_DIR as the server resolves it: relative to where npm was started, `./data` by default. */
export function resolveDataDir(value = process.env.DATA_DIR): string {
  return value ? path.resolve(process.env.INIT_CWD ?? process.cwd(), value) : path.join(repoRoot, "data");
}

/**
 * The database the harness works on: `DATABASE_URL` when set (any PostgreSQL ≥ 15), otherwise the
 * embedded PostgreSQL of `dataDir`, started like the server starts it (same lock, same cluster, same
 * `cortege` database), then migrated.
 */
export async function openTarget(dataDir: string, quiet = false): Promise<DatabaseTarget> {
  const say = (line: string) => (quiet ? undefined : process.stdout.write(`${line}\n`));
  let target: DatabaseTarget;
  const external = process.env.DATABASE_URL;
  if (external) {
    target = { url: external, label: "external PostgreSQL (DATABASE_URL)", stop: async () => {} };
  } else {
    const release = await lockDataDir(dataDir);
    const embedded = await startCortegeDatabase(path.join(dataDir, "pg"), { info: say, warn: say }, release);
    target = { ...embedded, label: `embedded PostgreSQL (${dataDir})` };
  }
  const database = openDatabase(target.url, 1);
  try {
    await migrateDatabase(database.db);
  } finally {
    await database.close();
  }
  return target;
}
