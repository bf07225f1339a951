import { describe, expect, it } from "vitest";
import { accessTierFromGroups } from "./access-tier.ts";

describe("access tier from the token's groups (part 1 §6)", () => {
  it.each([
    [["premium"], "premium"],
    [["essential", "premium"], "premium"],
    [["essential"], "essential"],
    [["admin"], "none"],
    [[], "none"],
    [null, "none"],
  ] as const)("%j → %s", (groups, tier) => {
    expect(accessTierFromGroups(groups)).toBe(tier);
  });
});
