import { describe, expect, it } from "vitest";
import { containsInvalidText, optionalText, requiredText } from "./plain-text.ts";

describe("plain text fields", () => {
  it("trims, requires and bounds", () => {
    const name = requiredText(5, "Requis.");
    expect(name.parse("  Anne ")).toBe("Anne");
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Requis.");
    expect(name.safeParse("Annabelle").error?.issues[0]?.message).toBe("Ce champ est trop long.");
  });

  it("turns an empty optional text into null", () => {
    expect(optionalText(10).parse("  ")).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).parse(" x ")).toBe("x");
  });

  it.each([
    ["a\u0000b", true],
    ["\uD800", true],
    ["x\uDC00", true],
    ["😀", false],
    ["Fête", false],
  ])("refuses what PostgreSQL cannot store: %j → %s", (value, invalid) => {
    expect(requiredText(10, "Requis.").safeParse(value).success).toBe(!invalid);
    expect(containsInvalidText({ deep: [{ value }] })).toBe(invalid);
  });

  it("looks at object keys too", () => {
    expect(containsInvalidText({ "a\u0000": 1 })).toBe(true);
    expect(containsInvalidText({ a: 1, b: null, c: [true] })).toBe(false);
  });
});
