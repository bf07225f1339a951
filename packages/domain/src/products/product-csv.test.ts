import { describe, expect, it } from "vitest";
import { type CsvProduct, parseCsv, parseFrenchAmount, parseProductCsv, parseVatCode, productsToCsv } from "./product-csv.ts";

const menu: CsvProduct = {
  name: "Menu « Prestige »; saison",
  ref: "M-1",
  category: "Menus",
  productType: "BNC",
  unitType: "PERSON",
  tax: "TAX_10",
  price: 85,
  priceTTC: 93.5,
  description: 'Entrée, plat "signature"\net dessert',
  unitSold: 120,
  revenue: 10200,
  children: [],
};

describe("catalogue export", () => {
  it("writes French spreadsheet cells that the import reads back", () => {
    const csv = productsToCsv([menu, { ...menu, name: "=HYPERLINK()", ref: null, description: null }]);
    expect(csv.split("\r\n")[0]).toBe(
      "Nom;Référence;Catégorie;Type;Unité;TVA;Prix HT;Prix TTC;Description;Composition;Unités vendues;Chiffre d'affaires HT",
    );
    expect(csv).toContain("Personne;10 %;85,00;93,50;");
    expect(csv).toContain("'=HYPERLINK()");
    const back = parseProductCsv(csv);
    expect(back.error).toBeNull();
    expect(back.rows[0]?.errors).toEqual([]);
    expect(back.rows[0]?.product).toMatchObject({
      name: "Menu « Prestige »; saison",
      ref: "M-1",
      category: "Menus",
      unitType: "PERSON",
      tax: "TAX_10",
      priceCents: 8500,
      description: 'Entrée, plat "signature"\net dessert',
    });
  });
});

describe("catalogue import", () => {
  it("says why each refused row is refused", () => {
    const csv = [
      "Nom;Prix HT;TVA;Unité;Type;Composition",
      "Menu;85;10 %;Personne;BNC;",
      ";12;;;;",
      "Vin;douze;;;;",
      "Cocktail;0;;;;",
      "Bière;4,5;19 %;Tonneau;;",
      "Forfait;100;;;;2 × Menu",
      "Navette;250;20;;Débours;",
    ].join("\n");
    const { rows, error } = parseProductCsv(csv);
    expect(error).toBeNull();
    expect(rows.map((r) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ["Le nom du produit est requis."]],
      [4, ["Le prix du produit est requis. (« douze »)"]],
      [5, ["Le prix du produit est requis."]],
      [6, ["L'unité est invalide. (« Tonneau »)", "Le taux de TVA est invalide. (« 19 % »)"]],
      [7, ["Les lots ne s'importent pas : composez-les dans le catalogue."]],
      [8, []],
    ]);
    expect(rows[6]?.product).toMatchObject({ productType: "DEBOUR", tax: "TAX_0", priceCents: 25000 });
    expect(rows[0]?.product).toMatchObject({ tax: "TAX_10", unitType: "PERSON", priceCents: 8500 });
  });

  it.each([
    ["", "Le fichier ne contient aucun produit."],
    ["Nom;Prix HT\n", "Le fichier ne contient aucun produit."],
    ["Nom;Catégorie\nMenu;Menus", "Colonnes manquantes : Prix HT."],
  ])("refuses the file %j", (csv, message) => {
    expect(parseProductCsv(csv).error).toBe(message);
  });

  it("reads comma-separated files with English headers", () => {
    expect(parseProductCsv('name,price,tax\nDJ set,"1200.50",TAX_20\n').rows[0]?.product).toMatchObject({
      name: "DJ set",
      priceCents: 120050,
    });
  });

  it.each([
    ["20 %", "TAX_20"],
    ["5,5%", "TAX_5_5"],
    ["2.1", "TAX_2_1"],
    ["0", "TAX_0"],
    ["TAX_10", "TAX_10"],
    ["19", null],
  ])("VAT %j → %s", (text, code) => {
    expect(parseVatCode(text)).toBe(code);
  });

  it.each([
    ["1 250,50 €", 1250.5],
    ["12", 12],
    ["-3", null],
    ["1,2,3", null],
  ])("amount %j → %s", (text, value) => {
    expect(parseFrenchAmount(text)).toBe(value);
  });

  it("parses quoted fields with separators and new lines", () => {
    expect(parseCsv('a;b\n"x;y";"1\n2"\r\n')).toEqual([
      ["a", "b"],
      ["x;y", "1\n2"],
    ]);
  });
});
