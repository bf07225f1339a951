/**
 * Accepted requests per key (address and vendor) within a sliding window, in memory. Only stored
 * requests count, so a visitor correcting a typo in the form is never locked out; the process
 * forgets on restart, which is acceptable for spam control (see docs/decisions.md).
 */
export function createSubmissionLimiter({ max, windowMs, now }: { max: number; windowMs: number; now: () => number }) {
  const log = new Map<string, number[]>();
  let calls = 0;

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const kept = (log.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) log.delete(key);
    else log.set(key, kept);
    return kept;
  }

  // Every so often, forget the keys whose window has passed, so that memory stays bounded.
  function sweep(): void {
    if (++calls % 1000 !== 0) return;
    for (const key of [...log.keys()]) recent(key);
  }

  return {
    allows(key: string): boolean {
      sweep();
      return recent(key).length < max;
    },
    record(key: string): void {
      log.set(key, [...recent(key), now()]);
    },
  };
}
