import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";

/**
 * One INSERT … SELECT FROM unnest($1::type[], …) per batch: one round trip and one plan for thousands
 * of rows, with column names and types read from the app's Drizzle schema (a renamed column breaks
 * the seed at compile time, not silently). `searchText`, when listed, receives the raw text and is
 * folded by the database with cortege_normalize, exactly like the app's repositories do.
 */
export async function bulkInsert<T extends Record<string, unknown>>(
  client: pg.PoolClient,
  table: PgTable,
  keys: readonly (keyof T & string)[],
  rows: readonly T[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const names: string[] = [];
  const casts: string[] = [];
  const selects: string[] = [];
  const values: unknown[][] = [];
  keys.forEach((key, i) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const sqlType = column.getSQLType();
    const json = sqlType === "jsonb" || sqlType === "json";
    const isSearch = key === "searchText";
    names.push(`"${column.name}"`);
    casts.push(`$${i + 1}::${isSearch ? "text" : sqlType}[]`);
    selects.push(isSearch ? `cortege_normalize(u.c${i})` : `u.c${i}`);
    values.push(
      rows.map((row) => {
        const v = row[key];
        if (v === undefined || v === null) return null;
        if (v instanceof Date) return v.toISOString();
        // A custom column (quantities in thousandths) stores what its own mapping says.
        if (column.columnType === "PgCustomColumn") return column.mapToDriverValue(v);
        return json ? JSON.stringify(v) : v;
      }),
    );
  });
  const aliases = keys.map((_, i) => `c${i}`).join(", ");
  await client.query(
    `INSERT INTO "${getTableName(table)}" (${names.join(", ")}) SELECT ${selects.join(", ")} FROM unnest(${casts.join(", ")}) AS u(${aliases})`,
    values,
  );
}

/**
 * Runs `load` with the secondary indexes of `tables` dropped, then builds them again from their own
 * definitions: building an index once is several times faster than growing it row by row (the
 * trigram GIN indexes above all). Meant to run inside the caller's transaction, so a failure leaves
 * the indexes as they were. Primary keys and unique indexes stay (they are constraints).
 */
export async function withSecondaryIndexesRebuilt<R>(client: pg.PoolClient, tables: readonly PgTable[], load: () => Promise<R>) {
  const res = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes i
      WHERE schemaname = 'public' AND tablename = ANY($1) AND indexdef NOT LIKE 'CREATE UNIQUE%'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables.map((t) => getTableName(t))],
  );
  for (const index of res.rows) await client.query(`DROP INDEX "${index.indexname}"`);
  const result = await load();
  const started = performance.now();
  for (const index of res.rows) await client.query(index.indexdef);
  return { result, indexes: res.rows.length, indexSeconds: (performance.now() - started) / 1000 };
}
