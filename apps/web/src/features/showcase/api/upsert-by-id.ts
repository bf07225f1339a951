/** A saved item replaces its older self in a cached list, or joins it at the end. */
export function upsertById<T, K extends keyof T>(list: T[] | undefined, item: T, key: K): T[] | undefined {
  if (list === undefined) return list;
  return list.some((i) => i[key] === item[key]) ? list.map((i) => (i[key] === item[key] ? item : i)) : [...list, item];
}
