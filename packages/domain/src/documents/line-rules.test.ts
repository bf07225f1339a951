import { describe, expect, it } from "vitest";
import { discountFromInput, documentLinesIssues, type LineInput } from "./line-rules.ts";

describe("document lines from the form", () => {
  it.each<[unknown, number | null, object | null]>([
    ["PERCENTAGE", 12.5, { discountType: "PERCENTAGE", discountValue: 1250 }],
    ["FIXED", 50.25, { discountType: "FIXED", discountValue: 5025 }],
    ["WHATEVER", 10, { discountType: "PERCENTAGE", discountValue: 1000 }],
    [undefined, null, { discountType: "PERCENTAGE", discountValue: 0 }],
    ["PERCENTAGE", 100.01, null],
    ["PERCENTAGE", -1, null],
    ["FIXED", 1.001, null],
  ])("reads a %s discount of %s", (type, value, expected) => {
    expect(discountFromInput(type, value)).toEqual(expected);
  });

  const good: LineInput = { quantity: 2.5, unitPrice: 45, discountType: "FIXED", discountValue: 12.5 };

  it.each<[LineInput[], { discountType?: unknown; discountValue?: number | null }, { path: string; message: string }[]]>([
    [[good], {}, []],
    [[], {}, [{ path: "products", message: "Veuillez ajouter au moins un produit au devis" }]],
    [
      [{ quantity: 0, unitPrice: -1 }],
      {},
      [
        { path: "products.0.quantity", message: "La quantité de la ligne 1 doit être supérieure à 0, avec au plus 3 décimales." },
        { path: "products.0.unitPrice", message: "Le prix unitaire de la ligne 1 doit être un montant positif en euros." },
      ],
    ],
    [
      [good, { quantity: 1, unitPrice: 10, discountType: "FIXED", discountValue: 10.01 }],
      {},
      [{ path: "products.1.discountValue", message: "La remise de la ligne 2 dépasse son montant." }],
    ],
    [
      [{ quantity: 1, unitPrice: 10, discountType: "PERCENTAGE", discountValue: 120 }],
      {},
      [{ path: "products.0.discountValue", message: "La remise de la ligne 1 doit être comprise entre 0 et 100 %." }],
    ],
    [
      [{ quantity: 1, unitPrice: 100, discountType: "PERCENTAGE", discountValue: 10 }],
      { discountType: "FIXED", discountValue: 90.01 },
      [{ path: "globalDiscountValue", message: "La remise globale dépasse le montant des lignes." }],
    ],
    [
      [good],
      { discountType: "PERCENTAGE", discountValue: 101 },
      [{ path: "globalDiscountValue", message: "La remise globale doit être comprise entre 0 et 100 %." }],
    ],
  ])("%j with global discount %j", (lines, global, issues) => {
    expect(documentLinesIssues(lines, global)).toEqual(issues);
  });
});
