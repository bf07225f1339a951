import { describe, expect, it } from "vitest";
import { withDe } from "./french-elision.ts";

describe("withDe", () => {
  it.each([
    ["Hélène", "d'Hélène"],
    ["Paul", "de Paul"],
    ["avril 2027", "d'avril 2027"],
    ["octobre 2027", "d'octobre 2027"],
    ["Élodie Lefèvre", "d'Élodie Lefèvre"],
    ["Anne Roy", "d'Anne Roy"],
    ["Hugo", "d'Hugo"],
    ["Yves", "d'Yves"],
    ["Yann", "de Yann"],
    ["Œnologie & Co", "d'Œnologie & Co"],
    ["EVENEMENTS DURAND", "d'EVENEMENTS DURAND"],
    ["D-2026-00001", "de D-2026-00001"],
    ["12 rue de la Paix", "de 12 rue de la Paix"],
    ["« Menu »", "de « Menu »"],
    ["", "de "],
  ])("%s → %s", (word, expected) => {
    expect(withDe(word)).toBe(expected);
  });
});
