import { describe, expect, it } from "vitest";
import { csvNumber, toCsv } from "./csv.ts";

describe("CSV for a French Excel", () => {
  it("starts with a BOM, separates with semicolons, writes decimals with a comma and quotes what needs it", () => {
    const csv = toCsv([
      ["Mois", "CA HT (€)"],
      ["nov. 2026", csvNumber(123456 / 100)],
      ['Salon "Mariage; Lyon"', csvNumber(0.5, 1)],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Mois;CA HT (€)\r\nnov. 2026;1234,56\r\n"Salon ""Mariage; Lyon""";0,5\r\n');
  });
});
