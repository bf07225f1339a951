import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chartScale } from "./chart-ticks.ts";

describe("chartScale", () => {
  it.each([
    { values: [], integer: false, ticks: [0, 1] },
    { values: [0, 0], integer: true, ticks: [0, 1] },
    { values: [3], integer: true, ticks: [0, 1, 2, 3] },
    { values: [1, 2], integer: true, ticks: [0, 1, 2] },
    { values: [7, 12], integer: true, ticks: [0, 5, 10, 15] },
    { values: [100], integer: false, ticks: [0, 25, 50, 75, 100] },
    { values: [1234567], integer: false, ticks: [0, 500000, 1000000, 1500000] },
    { values: [0.3], integer: false, ticks: [0, 0.1, 0.2, 0.3] },
    { values: [-500, 1500], integer: false, ticks: [-500, 0, 500, 1000, 1500] },
  ])("$values (integer: $integer) → $ticks", ({ values, integer, ticks }) => {
    expect(chartScale(values, { integer }).ticks).toEqual(ticks);
  });

  it("covers every value and zero, in equal steps, counts in whole steps", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 40 }), fc.boolean(), (values, integer) => {
        const { low, high, ticks } = chartScale(values, { integer });
        expect(low).toBe(ticks[0]);
        expect(high).toBe(ticks.at(-1));
        expect(low).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(high).toBeGreaterThanOrEqual(Math.max(0, ...values));
        expect(ticks).toContain(0);
        expect(ticks.length).toBeLessThanOrEqual(12);
        const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
        for (let i = 1; i < ticks.length; i++) expect((ticks[i] ?? 0) - (ticks[i - 1] ?? 0)).toBeCloseTo(step, 6);
        if (integer) expect(Number.isInteger(step)).toBe(true);
      }),
    );
  });
});
