/**
 * Splits `total` cents into parts proportional to `weights`, by the largest-remainder method: each
 * part is the floor of its exact share, and the cents left go one by one to the largest remainders
 * (the earliest part on a tie). The parts always sum to `total`: no cent is created or lost.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`not a whole number of cents: ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError("weights must be whole and positive");
  if (total < 0) return allocateProportionally(-total, weights).map((p) => (p === 0 ? 0 : -p));
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError("cannot spread an amount over nothing");
  }
  const big = BigInt(total);
  const parts = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, index) => ({ index, rest: (big * BigInt(w)) % sum }));
  let left = Number(big - parts.reduce((s, p) => s + p, 0n));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] as bigint) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** "1 234,56 €": cents as a French reader writes euros. */
export function formatEurosFr(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${sign}${euros},${String(abs % 100).padStart(2, "0")} €`;
}
