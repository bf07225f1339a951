import { describe, expect, it } from "vitest";
import { createSubmissionLimiter } from "./submission-limiter.ts";

describe("submission limiter", () => {
  it("allows max recorded submissions per key within the window, then again once they age out", () => {
    let clock = 0;
    const limiter = createSubmissionLimiter({ max: 2, windowMs: 1000, now: () => clock });
    expect(limiter.allows("a")).toBe(true);
    limiter.record("a");
    clock = 100;
    limiter.record("a");
    expect(limiter.allows("a")).toBe(false);
    expect(limiter.allows("b")).toBe(true);
    clock = 1001;
    expect(limiter.allows("a")).toBe(true);
    clock = 1101;
    limiter.record("a");
    expect(limiter.allows("a")).toBe(true);
  });
});
