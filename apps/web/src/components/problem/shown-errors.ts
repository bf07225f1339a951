/**
 * The errors the user has been told about. A screen that shows a failed call's message (ProblemAlert,
 * useProblemMessage) marks it here, so that the mutation fallback does not say it a second time.
 */
const shown = new WeakSet<object>();

export function markErrorShown(error: unknown): void {
  if (error !== null && typeof error === "object") shown.add(error);
}

export function wasErrorShown(error: unknown): boolean {
  return error !== null && typeof error === "object" && shown.has(error);
}
