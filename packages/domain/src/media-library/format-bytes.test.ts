import { describe, expect, it } from "vitest";
import { formatBytesFr } from "./format-bytes.ts";

describe("formatBytesFr", () => {
  it.each([
    [0, "0 octet"],
    [1, "1 octet"],
    [512, "512 octets"],
    [1024, "1 Ko"],
    [1536, "1,5 Ko"],
    [1_048_575, "1 Mo"],
    [1_572_864, "1,5 Mo"],
    [20 * 1024 * 1024, "20 Mo"],
    [2 * 1024 ** 3, "2 Go"],
    [2_040_109_466, "1,9 Go"],
    [5 * 1024 ** 4, "5 To"],
    [Number.NaN, "0 octet"],
    [-3, "0 octet"],
  ])("%d → %s", (bytes, expected) => {
    expect(formatBytesFr(bytes)).toBe(expected);
  });
});
