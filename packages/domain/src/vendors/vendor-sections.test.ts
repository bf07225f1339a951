import { describe, expect, it } from "vitest";
import { hasVenueSections } from "./vendor-sections.ts";
import { vendorTypes } from "./vendor-types.ts";

describe("hasVenueSections", () => {
  it.each([
    ["RECEPTION_VENUE", true],
    ["CATERING", false],
    ["PHOTOGRAPHER", false],
    ["WEDDING_PLANNER", false],
    [null, false],
  ] as const)("%s → %s", (type, expected) => {
    expect(hasVenueSections(type)).toBe(expected);
  });

  it("belongs to reception venues alone", () => {
    expect(vendorTypes.filter((t) => hasVenueSections(t))).toEqual(["RECEPTION_VENUE"]);
  });
});
