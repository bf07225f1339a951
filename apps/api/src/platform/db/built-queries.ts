import { fillPlaceholders } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "./database.ts";

/**
 * Queries built once and run many times. Building a drizzle query (walking its SQL tree, naming its columns) cost
 * as much CPU per list request as reading its rows: a list's few shapes (which filters are set, the sort) are
 * built once each with `sql.placeholder`s for the values, then only their parameters change. The statement sent is
 * unnamed (planned for its values each time) unless it is given a name: see `PLANNED_ONCE`.
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

/**
 * The names of the statements prepared on each connection and planned once for all values (PostgreSQL's generic
 * plan after five runs): those whose best plan does not depend on the values — one vendor's rows by an index,
 * rows among ids — and that run on every screen of a hot list. The inbox's page took longer to plan than to run
 * (1–1.7 ms against 0.9): named, its three statements answer a third more requests (issue 26). A search, whose
 * plan depends on how common its term is, stays unnamed. Each name is one text: node-postgres refuses a name
 * reused with another.
 */
export const PLANNED_ONCE = {
  conversationsPage: "conversations_page",
  conversationsPageAtStatus: "conversations_page_at_status",
  eventCards: "event_cards",
  clientNames: "client_names",
} as const;

/** A built query's text and where each of its values goes (drizzle placeholders), for `arrayRows`. */
export type BuiltStatement = { text: string; params: unknown[]; name?: string };

export function builtStatement(query: { getQuery(): { sql: string; params: unknown[] } }, name?: string): BuiltStatement {
  const { sql: text, params } = query.getQuery();
  return name === undefined ? { text, params } : { text, params, name };
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
    ...(statement.name === undefined ? {} : { name: statement.name }),
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
    rowMode: "array",
  });
  return result.rows;
}
