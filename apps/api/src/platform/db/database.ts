import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../db/schema/index.ts";
import { migrationsDir } from "../paths.ts";

export type Db = NodePgDatabase<typeof schema>;
/** One transaction of Db: what a service hands to the repositories (and other services) taking part in its use case. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the pool or a transaction already open. */
export type DbOrTx = Db | Tx;
export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

// Dates of events are calendar dates: keep them as 'YYYY-MM-DD' strings, never shifted by a time zone.
pg.types.setTypeParser(1082, (v) => v);

export function openDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on("error", () => {
    // an idle client lost its connection: the pool replaces it on next use
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}

/** Creates the database when missing (the embedded cluster starts with only `postgres`). */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
