import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";
import type { asVendor, VendorSession } from "./vendor-fixtures.ts";

type As = ReturnType<typeof asVendor>;

/** This year in Paris: the one the legal numbers of the documents created today carry. */
export const parisYear = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date()).slice(0, 4);

/** The Luhn check digit that completes `digits`. */
function luhnDigit(digits: string): string {
  for (let d = 0; d <= 9; d++) {
    const all = `${digits}${d}`;
    let sum = 0;
    for (let i = 0; i < all.length; i++) {
      let n = Number(all[all.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    if (sum % 10 === 0) return String(d);
  }
  return "0";
}

/**
 * Valid SIREN, SIRET and VAT number of a company named `tradeName`: two companies of the tests are two
 * legal entities (numbers are unique per SIREN), the same name is the same company.
 */
export function companyIdentifiers(tradeName: string) {
  let hash = 7;
  for (const c of tradeName) hash = (hash * 31 + (c.codePointAt(0) ?? 0)) % 100_000_000;
  const siren = `${String(hash).padStart(8, "1")}`.slice(0, 8);
  const full = siren + luhnDigit(siren);
  const siret = `${full}0001${luhnDigit(`${full}0001`)}`;
  const key = String((12 + 3 * (Number(full) % 97)) % 97).padStart(2, "0");
  return { siren: full, siret, vatNumber: `FR${key}${full}`, rcsNumber: `RCS Paris ${full.replace(/(\d{3})(?=\d)/g, "$1 ")}` };
}

/** A company with every mention a French invoice needs (what the missing-information dialog completes). */
export const fullCompany = (tradeName: string, overrides: Record<string, unknown> = {}) => ({
  corporateName: `${tradeName} SAS`,
  tradeName,
  type: "COMPANY",
  legalForm: "SAS",
  ...companyIdentifiers(tradeName),
  registrationCourt: "Paris",
  shareCapital: 10000,
  address: { street: "1 rue de la Paix", postalCode: "75002", city: "Paris" },
  ...overrides,
});

/** Gives the vendor that company straight in the database, so that its documents can be issued. */
export async function completeCompany(
  t: TestApp,
  who: VendorSession,
  tradeName: string,
  overrides: Record<string, unknown> = {},
) {
  await t.database.pool.query("UPDATE vendors SET company = $2 WHERE id = $1", [
    who.vendorId,
    JSON.stringify(fullCompany(tradeName, overrides)),
  ]);
}

/** An individual client, Léa `lastname`, living in Lyon. */
export async function createClient(as: As, lastname: string): Promise<string> {
  const res = await as.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Léa",
        lastname,
        email: `lea.${lastname.toLowerCase()}@exemple.fr`,
        phone: "0612345678",
        address: { street: "3 allée des Tilleuls", postalCode: "69003", city: "Lyon" },
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clientId as string;
}

export async function createProduct(as: As, product: Record<string, unknown>): Promise<string> {
  const res = await as.post("/product/create", { product });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().productId as string;
}

export type WeddingCatalogue = { bundleId: string; debourId: string };

/** The products of the wedding quote: a reception package (2 meals at 10 %, 1 champagne at 20 %) and town-hall fees. */
export async function createWeddingCatalogue(as: As): Promise<WeddingCatalogue> {
  const meal = await createProduct(as, { name: "Repas", price: 50, tax: "TAX_10" });
  const champagne = await createProduct(as, { name: "Champagne", price: 30, tax: "TAX_20" });
  const bundleId = await createProduct(as, {
    name: "Formule réception",
    childIds: [
      { id: meal, quantity: 2 },
      { id: champagne, quantity: 1 },
    ],
  });
  const debourId = await createProduct(as, { name: "Frais de mairie", price: 45.5, productType: "DEBOUR" });
  return { bundleId, debourId };
}

/** The wedding of the tests: 3 reception packages, the town-hall fees, 7,5 % off, deposits of 30 % then 70 %. */
export const weddingQuoteBody = (clientId: string, { bundleId, debourId }: WeddingCatalogue) => ({
  quoteType: "QUOTE",
  quote: {
    clientId,
    globalDiscountType: "PERCENTAGE",
    globalDiscountValue: 7.5,
    deposits: [
      { depositType: "PERCENTAGE", depositValue: 30, numberOfDays: 0 },
      { depositType: "PERCENTAGE", depositValue: 70, numberOfDays: 0 },
    ],
  },
  products: [
    { productId: bundleId, quantity: 3 },
    { productId: debourId, quantity: 1 },
  ],
});
