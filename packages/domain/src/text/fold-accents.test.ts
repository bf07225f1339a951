import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldAccents } from "./fold-accents.ts";

describe("foldAccents", () => {
  it.each([
    ["Séminaire", "seminaire"],
    ["BAPTÊME", "bapteme"],
    ["Fête de famille", "fete de famille"],
    ["Cœur", "coeur"],
    ["Ça va", "ca va"],
    ["plain", "plain"],
  ])("%s → %s", (input, expected) => {
    expect(foldAccents(input)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => foldAccents(foldAccents(s)) === foldAccents(s)));
  });
});
