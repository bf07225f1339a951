import { describe, expect, it } from "vitest";
import { VAT_ON_DEBITS_MENTION } from "../operation-nature.ts";
import type { FacturXInput } from "./cii-invoice.ts";
import { frenchEinvoiceFailures, frenchEinvoiceRules } from "./french-einvoice-rules.ts";

const address = { street: "2 allée des Tilleuls", secondaryUnit: null, postalCode: "37000", city: "Tours", countryCode: "FR" };
const penalties = "En cas de retard de paiement, des pénalités sont exigibles au taux de la BCE majoré de 10 points.";
const indemnity =
  "Une indemnité forfaitaire de 40 € pour frais de recouvrement est due en cas de retard de paiement (art. L441-10 et D441-5 du Code de commerce).";
const discount = "Pas d'escompte pour paiement anticipé.";
const nature = "Nature de l'opération : Prestation de services";

/** A B2B invoice that meets every French rule: SAS seller (SIREN 732829320), business buyer (SIREN 552100554). */
const valid: FacturXInput = {
  type: "INVOICE",
  number: "F-2026-00001",
  issueDate: "2026-11-27",
  dueDate: "2026-12-27",
  seller: {
    corporateName: "Domaine des Tilleuls SAS",
    tradeName: "Domaine des Tilleuls",
    type: "COMPANY",
    legalForm: "SAS",
    siren: "732829320",
    siret: "73282932000074",
    siretPending: false,
    vatNumber: "FR44732829320",
    rcsNumber: "732829320",
    registrationCourt: "Tours",
    rmNumber: null,
    rmDepartment: null,
    rnaNumber: null,
    gusoNumber: null,
    shareCapital: 10_000,
    address,
    contact: { firstname: null, lastname: null, email: null, phone: null, phoneCode: null },
  },
  buyer: {
    type: "PROFESSIONAL",
    name: "Amicale de Tours",
    corporateName: "Amicale des anciens de Tours",
    address: { ...address, street: "9 rue Nationale" },
    siren: "552100554",
    vatNumber: null,
    email: null,
  },
  vatRegime: { kind: "LIABLE" },
  operationNature: "SERVICES",
  vatOnDebits: false,
  lines: [],
  globalDiscount: { discountType: "PERCENTAGE", discountValue: 0 },
  charged: { taxDetails: [{ taxType: "TAX_20", baseCents: 300_000, taxAmountCents: 60_000 }], disbursementsCents: 0 },
  deducted: { taxDetails: [], disbursementsCents: 0 },
  correctedInvoice: null,
  deductedDeposits: [],
  quoteNumber: "D-2026-00001",
  serviceDate: null,
  serviceAddress: null,
  payment: { method: "BANK_TRANSFER", methodLabel: "Virement", iban: "FR7630006000011234567890189", bic: null, termsLabel: null },
  notes: [nature, penalties, indemnity, discount],
};

const business = valid.buyer as NonNullable<FacturXInput["buyer"]>;

const consumer: FacturXInput = {
  ...valid,
  buyer: { type: "INDIVIDUAL", name: "Léa Martin", corporateName: null, address, siren: null, vatNumber: null, email: null },
  notes: [penalties, discount],
};

type Case = [label: string, input: FacturXInput, failing: string[]];
const cases: Case[] = [
  ["a complete B2B invoice", valid, []],
  ["a consumer's invoice without B2B mentions", { ...consumer, dueDate: null, notes: [] }, []],
  ["the seller without SIREN (SIRET being assigned)", { ...valid, seller: { ...valid.seller, siren: null } }, ["FR-01"]],
  ["the seller's SIREN failing Luhn", { ...valid, seller: { ...valid.seller, siren: "732829321", vatNumber: null } }, ["FR-01"]],
  ["the seller's address incomplete", { ...valid, seller: { ...valid.seller, address: { ...address, city: null } } }, ["FR-02"]],
  ["the seller's VAT number of another SIREN", { ...valid, seller: { ...valid.seller, vatNumber: "FR96552100554" } }, ["FR-03"]],
  ["a foreign seller VAT number is not checked here", { ...valid, seller: { ...valid.seller, vatNumber: "BE0123456749" } }, []],
  ["the business buyer without SIREN", { ...valid, buyer: { ...business, siren: null } }, ["FR-04"]],
  [
    "a foreign business buyer (outside domestic e-invoicing)",
    { ...valid, buyer: { ...business, siren: null, address: { ...address, countryCode: "BE" } }, notes: [], dueDate: null },
    [],
  ],
  ["the buyer's VAT number with a wrong key", { ...valid, buyer: { ...business, vatNumber: "FR00552100554" } }, ["FR-05"]],
  ["the buyer's VAT number matching its SIREN", { ...valid, buyer: { ...business, vatNumber: "FR96552100554" } }, []],
  ["the business buyer's address incomplete", { ...valid, buyer: { ...business, address: null } }, ["FR-06"]],
  ["no nature of the operation", { ...valid, operationNature: null, notes: [penalties, indemnity, discount] }, ["FR-07"]],
  ["the debits option without its mention", { ...valid, vatOnDebits: true }, ["FR-08"]],
  ["the debits option with its mention", { ...valid, vatOnDebits: true, notes: [...valid.notes, VAT_ON_DEBITS_MENTION] }, []],
  ["a B2B invoice without due date", { ...valid, dueDate: null }, ["FR-09"]],
  ["a B2B invoice without penalties, indemnity nor discount terms", { ...valid, notes: [nature] }, ["FR-10", "FR-11", "FR-13"]],
  ["the 40 € indemnity asked of a consumer", { ...consumer, notes: [penalties, indemnity] }, ["FR-12"]],
  ["a credit note without the invoice it corrects", { ...valid, type: "CREDIT_NOTE", dueDate: null, notes: [nature] }, ["FR-14"]],
  [
    "a credit note referencing its invoice",
    { ...valid, type: "CREDIT_NOTE", correctedInvoice: { number: "F-2026-00001", date: "2026-11-27" }, notes: [nature] },
    [],
  ],
  [
    "a final invoice deducting a deposit it does not name",
    {
      ...valid,
      deducted: { taxDetails: [{ taxType: "TAX_20", baseCents: 90_000, taxAmountCents: 18_000 }], disbursementsCents: 0 },
    },
    ["FR-15"],
  ],
  [
    "a final invoice naming the deposit it deducts",
    {
      ...valid,
      deducted: { taxDetails: [{ taxType: "TAX_20", baseCents: 90_000, taxAmountCents: 18_000 }], disbursementsCents: 0 },
      deductedDeposits: [{ number: "AC-2026-00001", date: "2026-11-20" }],
    },
    [],
  ],
  ["a deposit invoice follows the B2B rules too", { ...valid, type: "DEPOSIT", dueDate: null }, ["FR-09"]],
  ["an IBAN with a wrong check key", { ...valid, payment: { ...valid.payment, iban: "FR7630006000011234567890188" } }, ["FR-16"]],
];

describe("the French e-invoicing rules (reference french-invoicing.md)", () => {
  it.each(cases)("%s", (_label, input, failing) => {
    expect(frenchEinvoiceFailures(input).map((f) => f.id)).toEqual(failing);
  });

  it("says each failure in French, from a section of the reference", () => {
    const failures = frenchEinvoiceFailures({ ...valid, buyer: { ...business, siren: null } });
    expect(failures).toEqual([
      {
        id: "FR-04",
        message:
          "Le numéro SIREN du client professionnel est manquant ou invalide : il est obligatoire sur une facture électronique.",
      },
    ]);
    for (const rule of frenchEinvoiceRules) expect(rule.source).toMatch(/^§\d/);
    expect(new Set(frenchEinvoiceRules.map((r) => r.id)).size).toBe(frenchEinvoiceRules.length);
  });
});
