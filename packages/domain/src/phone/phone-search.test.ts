import { describe, expect, it } from "vitest";
import { canonicalPhoneDigits, phoneSearchDigits } from "./phone-search.ts";

describe("canonicalPhoneDigits", () => {
  it.each([
    ["06 12 34 56 78", "0612345678"],
    ["0612345678", "0612345678"],
    ["+33 6 12 34 56 78", "0612345678"],
    ["+33612345678", "0612345678"],
    ["0033 6 12 34 56 78", "0612345678"],
    ["06.12.34.56.78", "0612345678"],
    ["06-12-34-56-78", "0612345678"],
    ["+44 7700 900123", "447700900123"],
    ["", ""],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPhoneDigits(input)).toBe(expected);
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["0612345678", ["0612345678"]],
    ["06 12 34", ["061234"]],
    ["+33 6 12 34 56 78", ["0612345678"]],
    ["+336123", ["06123"]],
    ["33612345678", ["33612345678", "0612345678"]],
    ["(06) 12-34", ["061234"]],
    ["345678", ["345678"]],
  ])("%s → %j", (input, expected) => {
    expect(phoneSearchDigits(input)).toEqual(expected);
  });

  it.each(["Anne", "06 Anne", "123", "Salle 12", "", "+"])("%s is not a phone search", (input) => {
    expect(phoneSearchDigits(input)).toBeNull();
  });
});
