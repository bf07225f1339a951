import { MIN_PUBLIC_SEARCH_LENGTH } from "@cortege/domain";
import { problemOf } from "./problem/problem-of.ts";

type SearchQuery<T> = { isError: boolean; error: unknown; data: T[] | undefined };

/**
 * What a search of a public register (addresses, companies) shows for what was typed: too short to ask, the
 * options, or why the search failed (the API's own message when it has one, else `unavailable`).
 */
export function publicSearchState<T>(input: string, search: SearchQuery<T>, unavailable: string) {
  const tooShort = [...input.trim()].length < MIN_PUBLIC_SEARCH_LENGTH;
  const failed = search.isError && !tooShort;
  // A failed search shows why in the list too: the last answer kept on screen would read as « no result ».
  const options = tooShort || failed ? [] : (search.data ?? []);
  const problem = failed ? problemOf(search.error) : null;
  const errorText =
    problem && (problem.kind === "bad-data" || problem.kind === "rejected") && problem.message ? problem.message : unavailable;
  return { tooShort, failed, options, errorText };
}
