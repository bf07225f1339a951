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
