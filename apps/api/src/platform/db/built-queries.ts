import { fillPlaceholders } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "./database.ts";

/**
 * Queries built once and run many times. Building a drizzle query (walking its SQL tree, naming its columns) cost
 * as much CPU per list request as reading its rows: a list's few shapes (which filters are set, the sort) are
 * built once each with `sql.placeholder`s for the values, then only their parameters change. The statement sent is
 * the same unnamed one as before (no server-side prepared statement, no generic plan).
 */
export function builtQueries<Q>(): (shape: string, build: () => Q) => Q {
  const built = new Map<string, Q>();
  return (shape, build) => {
    let query = built.get(shape);
    if (query === undefined) {
      query = build();
      built.set(shape, query);
    }
    return query;
  };
}

/** A built query's text and where each of its values goes (drizzle placeholders), for `arrayRows`. */
export type BuiltStatement = { text: string; params: unknown[] };

export function builtStatement(query: { getQuery(): { sql: string; params: unknown[] } }): BuiltStatement {
  const { sql: text, params } = query.getQuery();
  return { text, params };
}

/**
 * Sends a built statement on the pool behind `db` with these values, its rows as arrays in the selection's order
 * (bigint as text, timestamptz as Date, date as text, json parsed): for a hot list whose repository maps its few
 * columns itself — drizzle's mapping checks each column of each row (a tenth of a list request's CPU).
 */
export async function arrayRows<Row extends unknown[]>(
  db: Db,
  statement: BuiltStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const pool = (db as Db & { $client: Pool }).$client;
  const result = await pool.query<Row>({
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
    rowMode: "array",
  });
  return result.rows;
}
