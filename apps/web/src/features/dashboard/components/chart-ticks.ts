/** The value axis of a bar chart: from its lowest tick to its highest, in round steps (1, 2, 2,5 or 5 × 10ⁿ). */
export type ChartScale = { low: number; high: number; ticks: number[] };

const niceSteps = [1, 2, 2.5, 5, 10];

/**
 * Round ticks covering every value and zero, about `count` steps. Counts (`integer`) never step by less than 1 nor
 * by 2,5. An empty or all-zero series still gets an axis (0 to 1).
 */
export function chartScale(
  values: number[],
  { integer = false, count = 4 }: { integer?: boolean; count?: number } = {},
): ChartScale {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min;
  if (span === 0) return { low: 0, high: 1, ticks: [0, 1] };
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const choices = integer && magnitude < 10 ? niceSteps.filter((s) => s !== 2.5) : niceSteps;
  let step = (choices.find((s) => raw <= s * magnitude) ?? 10) * magnitude;
  if (integer) step = Math.max(1, Math.round(step));
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded at each step: 0.1 + 0.2 must print as 0,3.
  for (let i = 0; low + i * step <= high + step / 1e9; i++) ticks.push(Number((low + i * step).toPrecision(12)));
  return { low, high, ticks };
}
