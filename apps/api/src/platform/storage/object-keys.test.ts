import { describe, expect, it } from "vitest";
import { isSafeKey } from "./object-keys.ts";

describe("storage keys", () => {
  it.each([
    ["vendors/6f1c2a57-3b55-4c1e-9a0b-0c1d2e3f4a5b/Medias/_/_/f1/original", true],
    ["vendors/v/Space/_/salle-1/f1/large.webp", true],
    ["../etc/passwd", false],
    ["vendors/../../etc/passwd", false],
    ["vendors/./x", false],
    ["/vendors/x", false],
    ["vendors//x", false],
    ["vendors/x/", false],
    [".uploads/abc", false],
    ["vendors/x y", false],
    ["vendors/x\\y", false],
    ["vendors/é", false],
    ["", false],
  ])("%j is safe: %s", (key, expected) => {
    expect(isSafeKey(key)).toBe(expected);
  });
});
