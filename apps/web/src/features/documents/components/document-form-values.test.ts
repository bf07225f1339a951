import type { Product } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import {
  addDeposit,
  type DepositValues,
  type DocumentFormValues,
  depositSchedule,
  documentBodyOf,
  documentFormIssues,
  emptyDocumentForm,
  type LineValues,
  lineOfProduct,
  liveTotals,
  removeDeposit,
} from "./document-form-values.ts";

const product = (id: string, price: number, extra: Partial<Product> = {}) =>
  ({
    productId: id,
    name: id,
    productType: "BNC",
    price,
    tax: "TAX_20",
    taxLines: [{ tax: "TAX_20", base: price, amount: 0 }],
    childIds: [],
    children: [],
    ...extra,
  }) as unknown as Product;

const catalogue = new Map<string, Product>([
  ["menu", product("menu", 68, { tax: "TAX_10", taxLines: [{ tax: "TAX_10", base: 68, amount: 6.8 }] })],
  ["salle", product("salle", 2800)],
  ["navette", product("navette", 240, { productType: "DEBOUR" })],
  [
    "forfait",
    product("forfait", 120, {
      tax: null,
      childIds: [{ id: "menu", quantity: 1 }],
      taxLines: [
        { tax: "TAX_10", base: 68, amount: 6.8 },
        { tax: "TAX_20", base: 52, amount: 10.4 },
      ],
    }),
  ],
]);

const line = (productId: string, quantity: string, extra: Partial<LineValues> = {}): LineValues => ({
  key: productId,
  productId,
  name: productId,
  quantity,
  unitPrice: "",
  discountType: "PERCENTAGE",
  discountValue: "",
  ...extra,
});

const form = (lines: LineValues[], extra: Partial<DocumentFormValues> = {}): DocumentFormValues => ({
  ...emptyDocumentForm({ clientId: "c1", name: "Camille" }),
  lines,
  ...extra,
});

describe("document form values", () => {
  it.each([
    // [lines, global discount, expected HT, TVA, TTC (cents)]
    ["two rates, 10 % off", [line("menu", "80"), line("salle", "1")], "10", [741_600, 99_360, 840_960]],
    [
      "a typed price and a fixed line discount",
      [line("salle", "1", { unitPrice: "2 500,50", discountType: "FIXED", discountValue: "0,50" })],
      "",
      [250_000, 50_000, 300_000],
    ],
    [
      "a disbursement outside VAT and outside the global discount",
      [line("salle", "1"), line("navette", "1")],
      "50",
      [164_000, 28_000, 192_000],
    ],
    // 136,00 € at 10 % (13,60 €) and 104,00 € at 20 % (20,80 €).
    ["a bundle keeps its rates", [line("forfait", "2")], "", [24_000, 3_440, 27_440]],
    ["a quantity being typed counts for nothing yet", [line("salle", "1,"), line("menu", "1")], "", [6_800, 680, 7_480]],
  ] as const)("%s", (_name, lines, discount, [ht, tax, ttc]) => {
    const t = liveTotals(form([...lines], { globalDiscountValue: discount }), catalogue);
    expect([t.totalExcludingTaxCents, t.totalTaxCents, t.totalIncludingTaxCents]).toEqual([ht, tax, ttc]);
  });

  it("follows the spec's schedule rules and keeps what was typed in the other entries", () => {
    const first = addDeposit([]);
    expect(first.map((d) => d.depositValue)).toEqual(["30", "70"]);
    const typed: DepositValues[] = [{ ...(first[0] as DepositValues), depositValue: "25,5" }, first[1] as DepositValues];
    const second = addDeposit(typed);
    expect(second.map((d) => d.depositValue)).toEqual(["25,5", "30", "70"]);
    expect(second[0]).toBe(typed[0]);
    expect(removeDeposit(second, 1)).toEqual([typed[0], typed[1]]);
    // Down to one entry: the schedule is cleared.
    expect(removeDeposit(typed, 0)).toEqual([]);
    const amounts = depositSchedule(second, 100_000, "2026-06-01");
    expect(amounts?.ok && amounts.entries.map((e) => e.amountCents)).toEqual([25_500, 30_000, 44_500]);
  });

  it("names the problems in the domain's words and builds the body from the typed text", () => {
    const values = form([line("salle", "abc")], { client: null });
    const issues = documentFormIssues(values, catalogue, { linesEditable: true, withDeposits: true, totalIncludingTaxCents: 0 });
    expect(issues.map((i) => i.path)).toEqual(["client", "lines.0.quantity"]);
    expect(issues[0]?.message).toBe("Veuillez renseigner un client pour le devis");

    const good = form(
      [line("salle", "1,5", { unitPrice: "2 800", discountType: "FIXED", discountValue: "100" }), line("forfait", "1")],
      {
        globalDiscountValue: "12,5",
        deposits: addDeposit([]),
      },
    );
    const body = documentBodyOf(good, catalogue, { withDeposits: true });
    expect(body.quote).toMatchObject({ clientId: "c1", globalDiscountType: "PERCENTAGE", globalDiscountValue: 12.5 });
    expect(body.quote.deposits.map((d) => d.depositValue)).toEqual([30, 70]);
    expect(body.products).toEqual([
      { productId: "salle", quantity: 1.5, position: 0, discountType: "FIXED", discountValue: 100, unitPrice: 2800 },
      { productId: "forfait", quantity: 1, position: 1, discountType: "PERCENTAGE", discountValue: 0 },
    ]);
  });
});

describe("amounts put in the fields", () => {
  it("show their two decimals: a catalogue price of 35.2 reads 35,20", () => {
    expect(lineOfProduct(product("vin", 35.2)).unitPrice).toBe("35,20");
    expect(lineOfProduct(product("salle", 2800)).unitPrice).toBe("2800,00");
  });
});

describe("the place of the service", () => {
  it("is sent only when typed, trimmed, and null otherwise", () => {
    const form = {
      ...emptyDocumentForm({ clientId: "c1", name: "Camille" }),
      lines: [lineOfProduct(catalogue.get("salle") as Product)],
    };
    expect(documentBodyOf(form, catalogue, { withDeposits: false }).quote.serviceAddress).toBeNull();
    const placed = {
      ...form,
      serviceStreet: " Domaine de la Colline, 4 chemin des Vignes ",
      servicePostalCode: "84160",
      serviceCity: "Lourmarin",
    };
    expect(documentBodyOf(placed, catalogue, { withDeposits: false }).quote.serviceAddress).toEqual({
      street: "Domaine de la Colline, 4 chemin des Vignes",
      postalCode: "84160",
      city: "Lourmarin",
    });
  });
});
