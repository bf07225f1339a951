import { defaultNumberFormats, quoteConfigFieldsSchema, quoteTypes } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import type { QuoteConfigWire } from "../api/use-quote-config.ts";
import { datePartExample, nextNumberExample } from "./next-number.ts";
import { quoteConfigBody, quoteConfigFormValues, quoteConfigIssues } from "./quote-config-form-values.ts";

const wire: QuoteConfigWire = {
  ...quoteConfigFieldsSchema.parse({}),
  numbering: Object.fromEntries(
    quoteTypes.map((t) => [t, { ...defaultNumberFormats[t], counter: 1, locked: t === "INVOICE" }]),
  ) as QuoteConfigWire["numbering"],
};
const values = quoteConfigFormValues(wire);
const issues = (patch: Partial<typeof values>) => quoteConfigIssues({ ...values, ...patch });

describe("quote config form", () => {
  it("starts from the server's defaults and sends them back unchanged", () => {
    expect(values.methodOfPayment).toBe("BANK_TRANSFER");
    expect(values.iban).toBe("");
    expect(issues({})).toEqual([]);
    const body = quoteConfigBody(values);
    expect(body.bankDetails).toBeNull();
    // A used series never sends a counter (the server would refuse a jump).
    expect((body.numbering as Record<string, unknown>).INVOICE).toEqual({ prefix: "F", date: "YYYY", number: 5 });
    expect((body.numbering as Record<string, unknown>).QUOTE).toEqual({ prefix: "D", date: "YYYY", number: 5, counter: 1 });
  });

  it("cuts a French IBAN into the RIB parts and joins them back", () => {
    const body = quoteConfigBody({ ...values, iban: "fr76 3000 6000 0112 3456 7890 189", bic: "bnpafrpp", bankName: "BNP" });
    expect(body.bankDetails).toEqual({
      name: "BNP",
      bic: "BNPAFRPP",
      countryCode: "FR",
      checkDigits: "76",
      bankCode: "30006",
      branchCode: "00001",
      accountNumber: "12345678901",
      ribKey: "89",
    });
    const back = quoteConfigFormValues({ ...wire, bankDetails: body.bankDetails as QuoteConfigWire["bankDetails"] });
    expect(back.iban).toBe("FR76 3000 6000 0112 3456 7890 189");
  });

  it.each([
    [{ iban: "FR76 3000 6000 0112 3456 7890 188" }, "iban", "L'IBAN est invalide."],
    [
      { iban: "DE89 3704 0044 0532 0130 00" },
      "iban",
      "Seul un IBAN français (FR ou MC, 27 caractères) peut être enregistré : il contient le RIB imprimé.",
    ],
    [{ bic: "BNP" }, "bic", "Le BIC est invalide."],
    [{ color: "rouge" }, "color", "La couleur doit être au format #RRGGBB."],
    [
      { paymentTermsCode: "CUSTOM_DAYS" as const, paymentTermsDays: null },
      "paymentTermsDays",
      "Le délai de paiement doit être un nombre de jours entre 0 et 365.",
    ],
    [
      { numbering: { ...values.numbering, DEPOSIT: { ...values.numbering.DEPOSIT, prefix: "D" } } },
      "numbering.DEPOSIT.prefix",
      "Le préfixe « D » est déjà celui d'une autre série (un devis) : chaque type de document a le sien.",
    ],
    [
      { numbering: { ...values.numbering, QUOTE: { ...values.numbering.QUOTE, counter: 0 } } },
      "numbering.QUOTE.counter",
      "Le compteur doit être un nombre entier supérieur ou égal à 1.",
    ],
  ])("%j is refused on %s", (patch, field, message) => {
    expect(issues(patch)).toContainEqual({ field, message });
  });

  it("shows the next number as the server will print it", () => {
    expect(nextNumberExample({ ...values.numbering.INVOICE, counter: 42 }, "2027-03-05")).toBe("F-2027-00042");
    expect(nextNumberExample({ prefix: "FA", date: "YYYYMM", number: 3, counter: 7, locked: false }, "2027-03-05")).toBe(
      "FA-202703-007",
    );
    expect(nextNumberExample({ prefix: "", date: "YYYY", number: 5, counter: 1, locked: false }, "2027-03-05")).toBeNull();
    expect(["YYYY", "YY", "YYYY-MM", "YYYYMM", ""].map((f) => datePartExample(f as "YYYY", "2027-03-05"))).toEqual([
      "2027",
      "27",
      "2027-03",
      "202703",
      "",
    ]);
  });
});
