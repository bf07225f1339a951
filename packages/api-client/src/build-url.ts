export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Joins with exactly one slash whatever the base URL and path carry, and builds the string by hand
 * because base URLs may be relative ("/api" when the API serves the SPA), which `new URL` refuses.
 */
export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const url = `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // Absent values are left out so the server applies its defaults instead of parsing "null".
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (search === "") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}
