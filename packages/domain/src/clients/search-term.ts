/** Client search needs at least 3 characters; fewer gives an empty result (part 1 §5, §9). */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_RESULTS = 20;

/** The term to search for, or null when it is too short to search at all. */
export function searchableTerm(term: string | null | undefined): string | null {
  const trimmed = (term ?? "").trim().replace(/\s+/g, " ");
  return [...trimmed].length >= MIN_SEARCH_LENGTH ? trimmed : null;
}
