import { describe, expect, it } from "vitest";
import { displayNameOf } from "./display-name.ts";

describe("displayNameOf", () => {
  it.each([
    { tradeName: "Château des Lys", expected: "Château des Lys" },
    { tradeName: "  L'Orangerie   de   Paris ", expected: "L'Orangerie de Paris" },
    { tradeName: 'Evil" <boss@banque.fr>', expected: "Evil boss banque.fr" },
    { tradeName: "Lys\r\nBcc: victime@exemple.fr", expected: "Lys Bcc: victime exemple.fr" },
    { tradeName: "Lys\u202Ermf.exe", expected: "Lys rmf.exe" },
    { tradeName: "A, B; C\\D", expected: "A B C D" },
    { tradeName: "\u0000\t ", expected: null },
    { tradeName: "", expected: null },
    { tradeName: null, expected: null },
    { tradeName: "x".repeat(200), expected: "x".repeat(70) },
  ])("$tradeName → $expected", ({ tradeName, expected }) => {
    expect(displayNameOf(tradeName)).toBe(expected);
  });
});
